import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentToken, schemaErrors, startTestSim } from './helpers.js';
import type { TestSim } from './helpers.js';

describe('agent identity (seed 000 sections 3 and 4)', () => {
  let t: TestSim;
  beforeAll(async () => {
    t = await startTestSim({ tokenTtlSeconds: 1 });
  });
  afterAll(() => t.close());

  const login = (body: unknown, app = 'agent-band-0') =>
    t.call('POST', '/api/v1.3/{app}/identity/agent/login', { app, body });

  it('answers credentials with contacts and payment methods but no token', async () => {
    const { body } = await login({ user_name: 'demo-agent', password: 'demo-password' });
    expect(schemaErrors('AgentLoginInfo', body)).toBe('');
    expect(body.valid_login).toBe(true);
    expect(body.token).toBeUndefined();
    expect(body.agency).toMatchObject({ band_id: 0, band_app_id: 'agent-band-0' });
    expect(body.contacts.length).toBeGreaterThanOrEqual(2);
    expect(body.payment_methods).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'CC' }),
        expect.objectContaining({ method: 'ACC', nett_gross: 'N' }),
      ]),
    );
    expect(body.currencies).toEqual(['GBP', 'EUR', 'USD']);
    const aussie = await login({ user_name: 'aussie-agent', password: 'demo-password' }, 'agent-band-1');
    expect(aussie.body.currencies).toEqual(['AUD']);
    const band = await login({ user_name: 'band-agent', password: 'demo-password' }, 'agent-band-2');
    expect(band.body.agency.band_id).toBe(2);
    expect(
      band.body.payment_methods.some(
        (m: { nett_gross: string; method: string }) => m.method !== 'CC' && m.nett_gross === 'G',
      ),
    ).toBe(true);
  });

  it('issues tokens for a chosen or a new contact, and refuses a wrong password', async () => {
    const chosen = await login({ user_name: 'demo-agent', password: 'demo-password', contact_id: 1002 });
    expect(chosen.body.selected_contact.first_name).toBe('Callum');
    expect(chosen.body.token).toMatchObject({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
    });
    const created = await login({
      user_name: 'demo-agent',
      password: 'demo-password',
      new_contact: { first_name: 'Skye', second_name: 'Ross', email: 'skye@example.com' },
    });
    expect(created.body.selected_contact.contact_id).toBeGreaterThan(9000);
    expect(created.body.contacts.some((c: { email: string }) => c.email === 'skye@example.com')).toBe(true);
    const wrong = await login({ user_name: 'demo-agent', password: 'nope' });
    expect(wrong.body).toEqual({ valid_login: false, error_message: 'Invalid user name or password.' });
  });

  it('expires access tokens and refreshes them once', async () => {
    const { token, refresh } = await agentToken(t);
    await new Promise((r) => setTimeout(r, 1100));
    const expired = await t.call('GET', `/api/v1.3/{app}/identity/agency/THISTLE?token=${token}`, {
      app: 'agent-band-0',
    });
    expect(expired.status).toBe(401);
    expect(expired.body.error.code).toBe('INVALID_TOKEN');
    const refreshed = await t.call('POST', '/api/v1.3/{app}/identity/token/refresh', {
      app: 'agent-band-0',
      body: { refresh_token: refresh },
    });
    expect(refreshed.body.access_token).not.toBe(token);
    const details = await t.call(
      'GET',
      `/api/v1.3/{app}/identity/agency/THISTLE?token=${refreshed.body.access_token}`,
      { app: 'agent-band-0' },
    );
    expect(details.body.agency.name).toBe('Thistle Travel Ltd');
    expect(
      (
        await t.call('POST', '/api/v1.3/{app}/identity/token/refresh', {
          app: 'agent-band-0',
          body: { refresh_token: refresh },
        })
      ).status,
    ).toBe(401);
  });

  it('resets and changes passwords, registers, and updates a contact', async () => {
    const post = (path: string, body: unknown) =>
      t.call('POST', `/api/v1.3/{app}/identity/${path}`, { app: 'agent-band-2', body });
    const bad = await post('reset_password', {
      user_name: 'band-agent',
      current_password: 'wrong',
      new_password: 'new-password-1',
    });
    expect(bad.body.reset_sucessful).toBe(false);
    const ok = await post('reset_password', {
      user_name: 'band-agent',
      current_password: 'demo-password',
      new_password: 'new-password-1',
    });
    expect(ok.body.reset_sucessful).toBe(true);
    expect(
      (await login({ user_name: 'band-agent', password: 'new-password-1' }, 'agent-band-2')).body.valid_login,
    ).toBe(true);
    const second = await login(
      { user_name: 'band-agent', password: 'new-password-1', contact_id: 2001 },
      'agent-band-2',
    );
    const changed = await post('change_password', {
      user_name: 'band-agent',
      current_password: 'new-password-1',
      new_password: 'demo-password',
      token: second.body.token.access_token,
    });
    expect(changed.body.reset_sucessful).toBe(true);
    const reg = await post('register', {
      name: 'Ann Agent',
      agency_name: 'New Tours',
      agency_phone_number: '+44 1',
      agency_address_line_1: '1 Road',
      agency_email: 'new@example.com',
    });
    expect(reg.body.message_sent).toBe(true);
    const contact = await t.call('PUT', '/api/v1.3/{app}/identity/login/CALEDON', {
      app: 'agent-band-2',
      body: { contact_id: 2002, first_name: 'Euan', second_name: 'Grant-Smith', email: 'euan@example.com' },
    });
    expect(contact.body).toMatchObject({ updated: true, contact: { second_name: 'Grant-Smith' } });
  });
});

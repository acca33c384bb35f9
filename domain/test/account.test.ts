import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  validateConsultant,
  validateLogin,
  registrationSucceeded,
  validateConsultantChosen,
  validatePasswordChange,
  validateRegistration,
  validateNewsletterEmail,
} from '../src/account.js';

describe('login and consultant selection (seed 000 §5, §8)', () => {
  it('needs an access token after login', () => {
    expect(validateConsultantChosen(null)).toEqual([
      {
        code: 'CONSULTANT_REQUIRED',
        field: 'contact',
        message: 'Please select or create a contact for your login',
      },
    ]);
    expect(validateConsultantChosen('token')).toEqual([]);
  });
});

describe('registration validation (seed 000 §5)', () => {
  const form = {
    name: 'Ann',
    agencyName: 'Glen Travel',
    agencyPhoneNumber: '0131 000',
    agencyAddressLine1: '1 High St',
    agencyEmail: 'ann@glen.example',
  };
  it('passes with required fields, verification and an empty honeypot', () => {
    expect(validateRegistration(form, true)).toEqual([]);
    expect(registrationSucceeded(undefined)).toBe(true);
    expect(registrationSucceeded(false)).toBe(false);
  });
  it('rejects the honeypot, missing verification and missing fields', () => {
    expect(validateRegistration({ ...form, honeypot: 'x' }, true)[0]?.message).toBe(
      'Looks like you are a bot...',
    );
    expect(validateRegistration(form, false)[0]?.message).toBe('Please complete the human verification.');
    expect(validateRegistration({ ...form, agencyEmail: ' ' }, true)).toEqual([
      { code: 'REQUIRED', field: 'agencyEmail', message: 'Please fill in all required fields.' },
    ]);
  });
});

describe('password change validation, four messages (seed 000 §5)', () => {
  it('checks in order', () => {
    expect(validatePasswordChange({})[0]?.message).toBe('Please enter your current password.');
    expect(validatePasswordChange({ currentPassword: 'a' })[0]?.message).toBe(
      'Please enter your new password.',
    );
    expect(validatePasswordChange({ currentPassword: 'a', newPassword: 'b' })[0]?.message).toBe(
      'Please confirm your new password.',
    );
    expect(
      validatePasswordChange({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'c' })[0]?.message,
    ).toBe("Please new password and confirmed password don't match.");
    expect(validatePasswordChange({ currentPassword: 'a', newPassword: 'b', confirmPassword: 'b' })).toEqual(
      [],
    );
  });
});

describe('login fields named when missing (seed 000 §5 both non-null)', () => {
  it('names each missing field', () => {
    expect(validateLogin('', ' ')).toEqual([
      { code: 'REQUIRED', field: 'userName', message: 'Please enter your user name.' },
      { code: 'REQUIRED', field: 'password', message: 'Please enter your password.' },
    ]);
    expect(validateLogin('agent', null)).toEqual([
      { code: 'REQUIRED', field: 'password', message: 'Please enter your password.' },
    ]);
    expect(validateLogin('agent', 'secret')).toEqual([]);
  });
});

describe('consultant name and e-mail at their fields (seed 000 §2 new consultant, §3 Contact)', () => {
  const valid = { firstName: 'Ann', secondName: 'Reid', email: 'ann.reid@glen-travel.example' };
  it('accepts a complete consultant, trimmed', () => {
    expect(validateConsultant(valid)).toEqual([]);
    expect(validateConsultant({ ...valid, email: '  ann@glen.example ' })).toEqual([]);
  });
  it('names every missing field', () => {
    expect(validateConsultant({ firstName: ' ', secondName: '', email: null })).toEqual([
      { code: 'REQUIRED', field: 'firstName', message: 'Please enter a first name.' },
      { code: 'REQUIRED', field: 'secondName', message: 'Please enter a second name.' },
      { code: 'REQUIRED', field: 'email', message: 'Please enter an e-mail address.' },
    ]);
  });
  it('refuses an e-mail the provider would refuse, and names over 60 characters', () => {
    for (const email of [
      'ann',
      'ann@',
      'ann@glen',
      'ann reid@glen.example',
      '@glen.example',
      'ann@glen..example',
    ]) {
      expect(validateConsultant({ ...valid, email })).toEqual([
        {
          code: 'INVALID_EMAIL',
          field: 'email',
          message: 'Please enter a valid e-mail address, e.g. name@agency.com.',
        },
      ]);
    }
    expect(isValidEmail(`${'a'.repeat(250)}@b.example`)).toBe(false);
    expect(validateConsultant({ ...valid, secondName: 'x'.repeat(61) })).toEqual([
      {
        code: 'TOO_LONG',
        field: 'secondName',
        message: 'Please shorten this name to 60 characters or fewer.',
      },
    ]);
    expect(validateConsultant({ ...valid, secondName: 'x'.repeat(60) })).toEqual([]);
  });
});

describe("newsletter sign-up address (seed 001 §2 'Newsletter opt-in', §7 newsletter subscriber)", () => {
  it("takes the checkout's e-mail rule, naming the field with the sign-up's message", () => {
    expect(validateNewsletterEmail(' ailsa@example.com ')).toEqual([]);
    for (const bad of ['', 'not-an-email', 'ailsa@localhost', 'ailsa munro@example.com']) {
      expect(validateNewsletterEmail(bad), bad).toEqual([
        { code: 'INVALID_EMAIL', message: 'Please enter your email address.', field: 'email' },
      ]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  loginReady,
  registrationSucceeded,
  validateConsultantChosen,
  validatePasswordChange,
  validateRegistration,
} from '../src/account.js';

describe('login and consultant selection (seed 000 §5, §8)', () => {
  it('needs user name and password; then an access token', () => {
    expect(loginReady('agent', 'secret')).toBe(true);
    expect(loginReady(null, 'secret')).toBe(false);
    expect(loginReady('agent', '')).toBe(false);
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

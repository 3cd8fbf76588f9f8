// Signing in beyond the password: a passkey alone, or the second step after a password.

export { PasskeySignIn } from './passkey-sign-in.js';
export { SecondFactorStep } from './second-factor-step.js';

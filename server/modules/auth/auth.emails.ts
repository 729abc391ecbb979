import { renderMail } from '../mail/mail.layout';
import type { MailMessage } from '../mail/mail.service';

type Recipient = { email: string; firstName: string };

export function verificationEmail(to: Recipient, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Verify your email for Eventing Manager 2.0',
    ...renderMail({
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        'Welcome to Eventing Manager 2.0! Please confirm your email address and choose your password to complete your registration.',
        'This link can be used once and expires in 48 hours.',
      ],
      action: { label: 'Complete Registration', url: link },
      footer: 'If you did not sign up, you can ignore this email.',
    }),
  };
}

export function alreadyRegisteredEmail(to: Recipient, signInUrl: string): MailMessage {
  return {
    to: to.email,
    subject: 'You already have an Eventing Manager 2.0 account',
    ...renderMail({
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        'Someone tried to create an account with this email address, but you already have one.',
        'Sign in with your password, or choose "Forgot password?" on the sign-in page to set a new one.',
      ],
      action: { label: 'Sign in', url: signInUrl },
      footer: 'If this was not you, you can ignore this email.',
    }),
  };
}

export function passwordResetEmail(to: Recipient, link: string): MailMessage {
  return {
    to: to.email,
    subject: 'Reset your Eventing Manager 2.0 password',
    ...renderMail({
      greeting: `Hello ${to.firstName},`,
      paragraphs: [
        'We received a request to reset your password. Choose a new one with the link below.',
        'This link can be used once and expires in 1 hour. Setting a new password signs you out everywhere else.',
      ],
      action: { label: 'Reset password', url: link },
      footer:
        'If you did not ask for this, you can ignore this email: your password stays as it is.',
    }),
  };
}

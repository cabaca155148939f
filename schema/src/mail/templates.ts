import type { MailMessage } from './mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function linkMail(to: string, subject: string, greeting: string, body: string, link: string, closing: string): MailMessage {
  return {
    to,
    subject,
    text: `${greeting}\n\n${body}\n\n${link}\n\n${closing}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>${escapeHtml(closing)}</p>`,
  };
}

export function activationMail(to: string, name: string, link: string): MailMessage {
  return linkMail(to, 'Activate your Tessera account', `Hello ${name},`, 'An account was created for you. Choose a password to activate it:', link, 'This link works once and expires in 72 hours.');
}

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    to,
    'Reset your Tessera password',
    `Hello ${name},`,
    'Someone asked to reset the password of your account. If it was you, choose a new password here:',
    link,
    'This link works once and expires in 1 hour. If you did not ask for it, ignore this mail.',
  );
}

/** Told to the address an account had, once it was changed (by its user or an administrator). */
export function emailChangedMail(to: string, name: string, newEmail: string): MailMessage {
  const greeting = `Hello ${name},`;
  const body = `The e-mail address of your Tessera account was changed to ${newEmail}. Wherever the account was signed in before, it has been signed out.`;
  const closing = 'If you did not change it, ask your administrator to restore your address and reset your password.';
  return {
    to,
    subject: 'The e-mail address of your Tessera account was changed',
    text: `${greeting}\n\n${body}\n\n${closing}\n`,
    html: `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p><p>${escapeHtml(closing)}</p>`,
  };
}

import { MAIL_JOB_KIND } from './identity-settings';
import type { OutboxRepository } from '../db/repositories/outbox-repository';
import type { IdentityClient } from './identity-settings';

export interface IdentityMail {
  to: string;
  subject: string;
  text: string;
}

/** Queues a mail in the caller's transaction, for the outbox worker's mail job (sent only if the change commits). */
export async function queueIdentityMail(outbox: OutboxRepository, mail: IdentityMail, now: Date): Promise<void> {
  await outbox.enqueue({ kind: MAIL_JOB_KIND, payload: { ...mail } }, now);
}

const signature = (client: IdentityClient) => ['', `${client.companyName}`, `${client.siteUrl}/`].join('\n');

export const identityMails = {
  confirm(client: IdentityClient, to: string, firstName: string, link: string): IdentityMail {
    return {
      to,
      subject: `Confirm your e-mail address for ${client.companyName}`,
      text: [
        `Hi ${firstName},`,
        '',
        'Please confirm your e-mail address by opening this link:',
        link,
        '',
        'The link works once, for 48 hours.',
        signature(client),
      ].join('\n'),
    };
  },
  alreadyRegistered(client: IdentityClient, to: string, resetLink: string): IdentityMail {
    return {
      to,
      subject: `You already have a ${client.companyName} account`,
      text: [
        'Hi,',
        '',
        'Someone (perhaps you) tried to register with this e-mail address, which already has an account.',
        `If you have forgotten your password you can choose a new one here: ${resetLink}`,
        'If it was not you, you can ignore this e-mail.',
        signature(client),
      ].join('\n'),
    };
  },
  reset(client: IdentityClient, to: string, link: string): IdentityMail {
    return {
      to,
      subject: `Reset your ${client.companyName} password`,
      text: [
        'Hi,',
        '',
        'Open this link to choose a new password:',
        link,
        '',
        'The link works once, for one hour. If you did not ask for it, you can ignore this e-mail.',
        signature(client),
      ].join('\n'),
    };
  },
  /** The answer to a forgot-password for an address without an account (sent as often as a reset link). */
  noAccount(client: IdentityClient, to: string): IdentityMail {
    return {
      to,
      subject: `About your ${client.companyName} password reset`,
      text: [
        'Hi,',
        '',
        `Someone (perhaps you) asked to reset the password of a ${client.companyName} account with this e-mail address, but there is no account with it.`,
        `If it was you, you may have registered with another address, or you can create an account at ${client.siteUrl}/account/register`,
        'If it was not you, you can ignore this e-mail.',
        signature(client),
      ].join('\n'),
    };
  },
  passwordChanged(client: IdentityClient, to: string): IdentityMail {
    return {
      to,
      subject: `Your ${client.companyName} password was changed`,
      text: [
        'Hi,',
        '',
        'The password of your account was just changed, and every other device was signed out.',
        'If this was not you, reset your password at once and contact us.',
        signature(client),
      ].join('\n'),
    };
  },
  emailChanged(client: IdentityClient, to: string, newEmail: string): IdentityMail {
    return {
      to,
      subject: `The e-mail address of your ${client.companyName} account was changed`,
      text: [
        'Hi,',
        '',
        `The e-mail address of your account was changed from this address to ${newEmail}, and every other device was signed out.`,
        'If this was not you, contact us at once.',
        signature(client),
      ].join('\n'),
    };
  },
};

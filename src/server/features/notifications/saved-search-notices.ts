// What saved-search alerts tell an advisor (decisions 045, 053, 061): the instant alert of one new role and the
// daily or weekly digest of new roles. The saved-search feature finds who is due and which roles each search shows,
// each role already as that advisor's list shows it (in full, or locked on a free plan); these functions write the
// mail — subject, introduction, the plans paragraph when something is locked, the settings and unsubscribe links —
// with the key that makes every alert go out once (`saved-search:…`). The alerts have their own opt-out (each
// search's frequency), so they are queued directly, not through notify.
import type { MailSite } from './hiring-mails';
import {
  type AlertRole,
  type AlertSection,
  instantAlertTemplate,
  type InstantAlertRecipient,
  savedSearchMail,
} from './saved-search-mail';
import type { DirectMail } from './team-notices';

const absolute = (site: MailSite, path: string) => new URL(path, site.appUrl).toString();

/** A search of the advisor's that the new role matches: its links, and whether it shows the role in full. */
export interface InstantAlertSearch extends Pick<AlertSection, 'name' | 'searchUrl' | 'unsubscribeUrl'> {
  full: boolean;
}

/**
 * The instant alert of one new role. Returns the mail of one advisor; the mail is rendered once per combination of
 * locks (which of the advisor's searches show the role in full) and filled in for each advisor.
 */
export function instantAlertMails(
  site: MailSite,
  role: {
    jobId: string;
    title: string;
    companyName: string;
    /** The facts a locked card shows (the inbox preview when no search shows the role in full). */
    lockedFacts: string;
    full: AlertRole;
    locked: AlertRole;
  },
) {
  const templates = new Map<string, Promise<(recipient: InstantAlertRecipient) => DirectMail['message']>>();
  const templateFor = (locks: string) => {
    let template = templates.get(locks);
    if (!template) {
      template = instantAlertTemplate({
        siteName: site.siteName,
        preview: locks.includes('U')
          ? `${role.title} at ${role.companyName}`
          : `A new role: ${role.lockedFacts}`,
        roles: [...locks].map((lock) => (lock === 'L' ? role.locked : role.full)),
        pricingUrl: locks.includes('L') ? absolute(site, '/pricing') : null,
        settingsUrl: absolute(site, '/settings'),
      });
      templates.set(locks, template);
    }
    return template;
  };
  return async (advisor: {
    userId: string;
    email: string;
    searches: InstantAlertSearch[];
    unsubscribeAllUrl: string;
  }): Promise<DirectMail> => {
    const { searches } = advisor;
    const locks = searches.map((search) => (search.full ? 'U' : 'L')).join('');
    const names = searches.map((search) => `“${search.name}”`).join(', ');
    const message = (await templateFor(locks))({
      to: advisor.email,
      subject: `New role for your saved search ${names}`,
      intro: `A role was just posted that matches ${searches.length === 1 ? 'your saved search' : 'your saved searches'} ${names}.`,
      unsubscribeAllUrl: advisor.unsubscribeAllUrl,
      sections: searches.map(({ name, searchUrl, unsubscribeUrl }) => ({ name, searchUrl, unsubscribeUrl })),
    });
    return { message, key: `saved-search:instant:${advisor.userId}:${role.jobId}` };
  };
}

/**
 * The morning mail of an advisor's daily (and, on their Monday, weekly) searches: the new roles of each search with
 * any. Null when no search has a new role (the searches' windows still move). The key is per advisor and local day.
 */
export async function savedSearchDigestMail(
  site: MailSite,
  digest: {
    userId: string;
    email: string;
    /** The advisor's local day (YYYY-MM-DD). */
    day: string;
    /** 'daily' when any daily search is in the mail. */
    cadence: 'daily' | 'weekly';
    sections: AlertSection[];
    unsubscribeAllUrl: string;
  },
): Promise<DirectMail | null> {
  const { sections } = digest;
  if (sections.length === 0) return null;
  const total = sections.reduce((sum, section) => sum + section.roles.length, 0);
  const message = await savedSearchMail({
    to: digest.email,
    siteName: site.siteName,
    subject: `${total} new ${total === 1 ? 'role' : 'roles'} for your saved searches`,
    intro:
      digest.cadence === 'daily'
        ? 'New roles posted since your last alert that match your saved searches.'
        : 'New roles posted this past week that match your saved searches.',
    sections,
    pricingUrl: sections.some((section) => section.roles.some((role) => role.locked))
      ? absolute(site, '/pricing')
      : null,
    settingsUrl: absolute(site, '/settings'),
    unsubscribeAllUrl: digest.unsubscribeAllUrl,
  });
  return { message, key: `saved-search:digest:${digest.userId}:${digest.day}` };
}

import type { Page } from '@playwright/test';
import {
  createAccount,
  expect,
  JOURNEY_ADMIN,
  open,
  PASSWORD,
  signedInMember,
  signInAsAdmin,
  storeSession,
  test,
  uniqueEmail,
} from './journey-fixtures';
import { audit } from './axe';

const PHONE = { width: 375, height: 740 };

/** Nothing wider than the window: no sideways scrolling of the page itself. */
async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe('the admin area', () => {
  test('a visitor is sent to sign in', async ({ page }) => {
    await page.goto('/admin/messages');
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fmessages$/);
  });

  test('a member sees the 403 page', async ({ page, stack }) => {
    await signedInMember(page, stack.smtp, 'Mira Member', uniqueEmail('admin-member'));
    const response = await page.goto('/admin');
    expect(response?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1, name: 'For Administrators' })).toBeVisible();
    await expect(page.getByText('This page is for the trust’s administrators only.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  });

  test('an admin reads, searches and handles messages; members and the audit log; desktop and phone', async ({
    page,
    stack,
    consoleProblems,
  }) => {
    // Ten pages checked by axe at two widths: longer than one page's journey.
    test.setTimeout(120_000);
    const writer = uniqueEmail('admin-writer');
    const contact = await page.request.post('/api/contact', {
      data: {
        name: 'Lakshmi Iyer',
        email: writer,
        // `$'` and `$&` once turned into pieces of the page where the page's data was put in, and
        // the inbox no longer matched its HTML when it hydrated.
        message: "When does the next Sanskrit course begin? The fee shows as $' and $& here.",
      },
    });
    expect(contact.status()).toBe(201);
    await signInAsAdmin(page, stack.smtp);

    // The page is rendered for the admin on the server: the inbox is in the first HTML.
    const first = await page.request.get('/admin/messages');
    expect(first.status()).toBe(200);
    expect(await first.text()).toContain(writer);

    await open(page, '/admin');
    await expect(page.getByRole('link', { name: 'Admin', exact: true }).first()).toBeVisible();
    // The overview opens with what needs attention: the message just written is counted.
    await expect(
      page.getByRole('link', { name: /^[1-9][\d,]* messages? to handle$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /new members? this week, of [1-9]/ }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Administration' })
      .getByRole('link', { name: 'Messages' })
      .click();
    await expect(page).toHaveURL(/\/admin\/messages$/);
    const problems: string[] = [...(await audit(page, 'messages'))];

    await page.getByLabel('Search name, e-mail or text').fill(writer);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(writer)}`));
    const row = page.getByRole('row', { name: /Lakshmi Iyer/ });
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: 'Lakshmi Iyer' }).click();
    const detail = page.getByRole('region', { name: 'Message from Lakshmi Iyer' });
    await expect(detail).toBeVisible();
    await expect(detail.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      `mailto:${writer}?subject=Re%3A%20Your%20message%20to%20Pragya%20Trust`,
    );
    await detail.getByRole('button', { name: 'Mark as handled' }).click();
    await expect(detail.getByRole('status')).toHaveText('Marked as handled.');
    await expect(detail.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
    await expect(row.getByText('Handled', { exact: true })).toBeVisible();
    problems.push(...(await audit(page, 'message open')));

    await open(page, `/admin/members?query=${encodeURIComponent(JOURNEY_ADMIN)}`);
    await page
      .getByRole('row', { name: /Asha Admin/ })
      .getByRole('link', { name: 'Asha Admin' })
      .click();
    const member = page.getByRole('region', { name: 'Asha Admin' });
    await expect(member.getByText('Open sessions')).toBeVisible();
    problems.push(...(await audit(page, 'members')));

    await open(page, '/admin/audit?action=message.handled');
    await expect(
      page
        .getByRole('table', { name: /Audit log/ })
        .getByRole('cell', { name: JOURNEY_ADMIN })
        .first(),
    ).toBeVisible();
    // Actions in words, addresses as people write them.
    const log = page.getByRole('table', { name: /Audit log/ });
    await expect(log.getByText('Marked a message handled').first()).toBeVisible();
    await expect(log).not.toContainText('::ffff:');
    // The message is named by its writer, not by its id.
    await expect(log.getByRole('cell', { name: `Lakshmi Iyer <${writer}>` }).first()).toBeVisible();
    problems.push(...(await audit(page, 'audit')));

    await page.setViewportSize(PHONE);
    for (const path of [
      '/admin',
      '/admin/messages',
      '/admin/members',
      '/admin/audit',
      '/admin/interest',
      '/admin/news',
    ]) {
      await open(page, path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect({ path, fits: await fitsWidth(page) }).toEqual({ path, fits: true });
      problems.push(...(await audit(page, `${path} at 375 px`)));
    }
    expect(problems).toEqual([]);
    expect(consoleProblems).toEqual([]);
  });

  test('a role change is asked about in the page, never in a native dialog', async ({
    page,
    stack,
  }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const email = uniqueEmail('role-change');
    await createAccount(page.request, stack.smtp, 'Ravi Shankar', email);
    // The admin of this worker's app may exist already (another test signed it up).
    await signInAsAdmin(page, stack.smtp);

    await open(page, `/admin/members?query=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Ravi Shankar' }).first().click();
    const member = page.getByRole('region', { name: 'Ravi Shankar' });
    await member.getByRole('button', { name: 'Make admin' }).click();
    const question = member.getByRole('group', {
      name: `Make Ravi Shankar (${email}) an admin? They will see every message, member and list.`,
    });
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Yes, make admin' })).toBeFocused();
    expect(await audit(page, 'role question')).toEqual([]);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(member.getByRole('button', { name: 'Make admin' })).toBeFocused();
    await expect(member.getByText('Member', { exact: true })).toBeVisible();

    await member.getByRole('button', { name: 'Make admin' }).click();
    await member.getByRole('button', { name: 'Yes, make admin' }).click();
    await expect(member.getByRole('status')).toHaveText(`${email} is now an admin.`);

    // An announcement is written at the card's width, at 1280 and 375 px.
    for (const width of [1280, PHONE.width]) {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/admin/news');
      const composer = page.locator('.admin-detail').filter({ has: page.getByLabel('Subject') });
      const card = (await composer.boundingBox())!.width;
      for (const field of [page.getByLabel('Subject'), page.getByLabel(/^Text/)]) {
        expect((await field.boundingBox())!.width).toBeGreaterThan(card * 0.85);
      }
    }
    expect(dialogs).toEqual([]);
  });

  test('the admin pages are keyboard usable: search and open a message without a mouse', async ({
    page,
    stack,
  }) => {
    const writer = uniqueEmail('admin-keys');
    await page.request.post('/api/contact', {
      data: { name: 'Keyboard Writer', email: writer, message: 'A question asked by keyboard.' },
    });
    await signInAsAdmin(page, stack.smtp);
    await open(page, '/admin/messages');
    await page.getByLabel('Search name, e-mail or text').focus();
    await page.keyboard.type(writer);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent(writer)}`));
    const link = page.getByRole('link', { name: 'Keyboard Writer' });
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Message from Keyboard Writer' })).toBeVisible();
  });

  test('no word in an admin table breaks mid-word, at 1280 or 375 px', async ({ page, stack }) => {
    await signInAsAdmin(page, stack.smtp);
    await signedInMember(page, stack.smtp, 'Mira Member', uniqueEmail('admin-words'));
    const login2 = await page.request.post('/api/auth/login', {
      data: { email: JOURNEY_ADMIN, password: PASSWORD },
    });
    const session = (await login2.json()) as { token: string; user: object };
    await storeSession(page, session.token, session.user);
    const broken: string[] = [];
    for (const path of ['/admin/members', '/admin/audit']) {
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await open(page, path);
        await expect(page.locator('.admin-table td').first()).toBeVisible();
        const words = await page.evaluate(() => {
          const out: string[] = [];
          for (const cell of Array.from(
            document.querySelectorAll('.admin-table th, .admin-table td'),
          )) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent ?? '';
              for (const match of text.matchAll(/[A-Za-z]+/g)) {
                const range = document.createRange();
                range.setStart(node, match.index);
                range.setEnd(node, match.index + match[0].length);
                const tops = new Set(
                  Array.from(range.getClientRects()).map((r) => Math.round(r.top)),
                );
                if (tops.size > 1) out.push(match[0]);
              }
            }
          }
          return out;
        });
        broken.push(...words.map((word) => `${path} at ${width} px: ${word}`));
      }
    }
    expect(broken).toEqual([]);
  });
});

import request from 'supertest';
import { DataSource } from 'typeorm';
import { useStack } from '../helpers/stack';

jest.setTimeout(120_000);

const COURSE = 'drg-drsya-viveka';
const OTHER = 'siddhanta-lesha-sangraha';
const PASSWORD = 'Quiet-River-Morning-42';
const PATH = '/api/account/communication';

/**
 * A member's communication preferences (/account#communication) on the real database: the news
 * turned on and off for their proven address without a mail, a course interest list left, and
 * every refusal in a sentence that changes nothing.
 */
describe('communication preferences (API)', () => {
  const run = Date.now().toString(36);
  let n = 0;
  const t = useStack({ rateLimitFactor: 50 });
  const api = () => request(t.url);
  const db = () => t.app.get(DataSource);
  const statusOf = async (list: string, email: string) =>
    (
      (await db().query(`SELECT status FROM list_subscriptions WHERE list = $1 AND email = $2`, [
        list,
        email,
      ])) as Array<{ status: string }>
    )[0]?.status;

  async function member() {
    const email = `prefs-${++n}-${run}@example.org`;
    const { token } = await t.signUp(email, PASSWORD);
    return { email, auth: `Bearer ${token}` };
  }

  it('is refused to a visitor', async () => {
    await api().get(PATH).expect(401);
    await api().put(`${PATH}/news`).send({ subscribed: true }).expect(401);
    await api().delete(`${PATH}/interests/${COURSE}`).expect(401);
  });

  it('reads the news and the interest lists of the member', async () => {
    const { email, auth } = await member();
    const res = await api().get(PATH).set('Authorization', auth).expect(200);
    expect(res.body).toEqual({ email, news: false, interests: [] });
  });

  it('turns the news on at once, without a mail, and off again', async () => {
    const { email, auth } = await member();
    const since = t.smtp.messages.length;
    const on = await api()
      .put(`${PATH}/news`)
      .set('Authorization', auth)
      .send({ subscribed: true })
      .expect(200);
    expect(on.body).toEqual({ email, news: true, interests: [] });
    expect(await statusOf('news', email)).toBe('confirmed');
    expect(t.smtp.messages.slice(since).filter((m) => m.to.includes(email))).toHaveLength(0);

    const off = await api()
      .put(`${PATH}/news`)
      .set('Authorization', auth)
      .send({ subscribed: false })
      .expect(200);
    expect(off.body.news).toBe(false);
    expect(await statusOf('news', email)).toBe('unsubscribed');
    // Off twice is off.
    await api()
      .put(`${PATH}/news`)
      .set('Authorization', auth)
      .send({ subscribed: false })
      .expect(200);
  });

  it('lists the interest lists the member is on and leaves one of them', async () => {
    const { email, auth } = await member();
    for (const courseSlug of [COURSE, OTHER]) {
      await api().post('/api/interest').set('Authorization', auth).send({ courseSlug }).expect(201);
    }
    const read = await api().get(PATH).set('Authorization', auth).expect(200);
    expect(read.body.interests.map((i: { courseSlug: string }) => i.courseSlug)).toEqual([
      COURSE,
      OTHER,
    ]);

    const left = await api()
      .delete(`${PATH}/interests/${COURSE}`)
      .set('Authorization', auth)
      .expect(200);
    expect(left.body.interests).toEqual([
      { courseSlug: OTHER, title: expect.any(String), createdAt: expect.any(String) },
    ]);
    expect(await statusOf(COURSE, email)).toBe('unsubscribed');
    expect(await statusOf(OTHER, email)).toBe('confirmed');
  });

  it('refuses bad input with a sentence and changes nothing', async () => {
    const { email, auth } = await member();
    await api()
      .put(`${PATH}/news`)
      .set('Authorization', auth)
      .send({ subscribed: true })
      .expect(200);
    await api()
      .post('/api/interest')
      .set('Authorization', auth)
      .send({ courseSlug: COURSE })
      .expect(201);

    for (const body of [{}, { subscribed: 'no' }, { subscribed: 0 }, { subscribed: false, x: 1 }]) {
      const res = await api().put(`${PATH}/news`).set('Authorization', auth).send(body).expect(400);
      expect(typeof res.body.message).toBe('string');
    }
    const res = await api()
      .put(`${PATH}/news`)
      .set('Authorization', auth)
      .send({ subscribed: 'no' })
      .expect(400);
    expect(JSON.stringify(res.body)).toContain(
      'Please say whether you would like the news (true) or not (false).',
    );

    const unknown = await api()
      .delete(`${PATH}/interests/no-such-course`)
      .set('Authorization', auth)
      .expect(404);
    expect(unknown.body.message).toBe(
      'There is no course interest list with that name, so nothing was changed.',
    );
    const malformed = await api()
      .delete(`${PATH}/interests/${encodeURIComponent('Not A List!')}`)
      .set('Authorization', auth)
      .expect(400);
    expect(JSON.stringify(malformed.body)).toContain(
      'Please choose one of the course interest lists you are on.',
    );

    expect(await statusOf('news', email)).toBe('confirmed');
    expect(await statusOf(COURSE, email)).toBe('confirmed');
  });
});

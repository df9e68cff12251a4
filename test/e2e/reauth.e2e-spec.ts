import request from 'supertest';
import { DataSource } from 'typeorm';
import { useStack } from '../helpers/stack';
import { Clock } from '../../src/common/clock';
import { RateLimiters } from '../../src/throttle/rate-limiters';

const PASSWORD = 'correct horse battery';

/** POST /api/auth/reauth: the password or an e-mailed code proves the session again. */
describe('recent sign-in (API)', () => {
  const run = Date.now().toString(36);
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const t = useStack();
  const { smtp } = t;

  const sessionRow = async (email: string) => {
    const rows: Array<{ proven_at: Date; ip: string; user_agent: string; last_used_at: Date }> =
      await t.app.get(DataSource).query(
        `SELECT s.proven_at, s.ip, s.user_agent, s.last_used_at FROM sessions s
         JOIN users u ON u.id = s.user_id WHERE u.email = $1 ORDER BY s.created_at DESC LIMIT 1`,
        [email],
      );
    return rows[0];
  };

  it('records where a session was opened and counts the sign-in as proof', async () => {
    const email = `reauth-a-${run}@example.org`;
    await t.signUp(email, PASSWORD);
    const row = await sessionRow(email);
    expect(row.ip).toMatch(/127\.0\.0\.1/);
    expect(row.proven_at).not.toBeNull();
    expect(row.last_used_at).not.toBeNull();
  });

  it('proves the session again with the password; a wrong one is refused and counted', async () => {
    const email = `reauth-b-${run}@example.org`;
    const { token } = await t.signUp(email, PASSWORD);
    const before = (await sessionRow(email)).proven_at;
    t.app.get(Clock).advance(11 * 60_000);

    const wrong = await api()
      .post('/api/auth/reauth')
      .set(bearer(token))
      .send({ password: 'not the password' })
      .expect(400);
    expect(wrong.body.message).toBe('That password is not correct.');
    expect((await sessionRow(email)).proven_at).toEqual(before);

    await api()
      .post('/api/auth/reauth')
      .set(bearer(token))
      .send({ password: PASSWORD })
      .expect(204);
    expect(new Date((await sessionRow(email)).proven_at).getTime()).toBeGreaterThan(
      new Date(before).getTime(),
    );
  });

  it('proves the session with an e-mailed code, used once', async () => {
    const email = `reauth-c-${run}@example.org`;
    const { token } = await t.signUp(email, PASSWORD);
    await t.app.get(RateLimiters).clear('send-address-ip-minute');
    const since = smtp.messages.length;
    await api().post('/api/auth/reauth/code').set(bearer(token)).expect(200);
    const code = await smtp.codeFor(email, since);
    expect(smtp.messages.at(-1)?.subject).toBe('Your Pragya Trust confirmation code');

    await api().post('/api/auth/reauth').set(bearer(token)).send({ code }).expect(204);
    const again = await api().post('/api/auth/reauth').set(bearer(token)).send({ code });
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/not correct/);
  });

  it('needs a session and an answer', async () => {
    await api().post('/api/auth/reauth').send({ password: PASSWORD }).expect(401);
    const { token } = await t.signUp(`reauth-d-${run}@example.org`, PASSWORD);
    const empty = await api().post('/api/auth/reauth').set(bearer(token)).send({}).expect(400);
    expect(empty.body.message).toBe('Please enter your password.');
  });
});

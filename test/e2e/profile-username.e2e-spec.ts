import request from 'supertest';
import { useStack } from '../helpers/stack';

const PASSWORD = 'correct horse battery';

/** PATCH /api/users/me removes a username when it is sent empty or null, and keeps it when absent. */
describe('clearing the username (API)', () => {
  // Unique per run: against a persistent Postgres, earlier runs' accounts are still there.
  const run = Date.now().toString(36);
  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  const t = useStack();

  const signUp = async (email: string) => (await t.signUp(email, PASSWORD)).token;

  async function stored(token: string): Promise<unknown> {
    const res = await api().get('/api/auth/me').set(bearer(token)).expect(200);
    return res.body.user.username;
  }

  it('clears it for "", blank and null, keeps it when left out, and frees it for others', async () => {
    const owner = await signUp(`clear-a-${run}@example.org`);
    const other = await signUp(`clear-b-${run}@example.org`);
    const username = `u_${run}`;

    for (const cleared of ['', '   ', null]) {
      await api()
        .patch('/api/users/me')
        .set(bearer(owner))
        .send({ name: 'Asha Devi', username })
        .expect(200);
      expect(await stored(owner)).toBe(username);

      const name = `Asha ${cleared === null ? 'null' : JSON.stringify(cleared)}`;
      const res = await api()
        .patch('/api/users/me')
        .set(bearer(owner))
        .send({ name, username: cleared })
        .expect(200);
      expect(res.body.user).toMatchObject({ name, username: null });
      expect(await stored(owner)).toBeNull();
    }

    // A change of name alone leaves the username as it is.
    await api().patch('/api/users/me').set(bearer(owner)).send({ username }).expect(200);
    const renamed = await api()
      .patch('/api/users/me')
      .set(bearer(owner))
      .send({ name: 'Asha D.' })
      .expect(200);
    expect(renamed.body.user.username).toBe(username);

    // Once cleared, the name is free for another account.
    await api().patch('/api/users/me').set(bearer(other)).send({ username }).expect(409);
    await api().patch('/api/users/me').set(bearer(owner)).send({ username: '' }).expect(200);
    const taken = await api()
      .patch('/api/users/me')
      .set(bearer(other))
      .send({ username: username.toUpperCase() })
      .expect(200);
    expect(taken.body.user.username).toBe(username.toUpperCase());
  });
});

import request from 'supertest';
import { DataSource } from 'typeorm';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** The Contact and Stay Connected forms without JavaScript: native posts, redirects, outcomes. */
describe('forms posted without JavaScript', () => {
  let t: TestApp;
  const stored = async (email: string) =>
    (
      await t.app
        .get(DataSource)
        .query('SELECT count(*)::int AS n FROM contact_messages WHERE email = $1', [email])
    )[0].n;

  beforeAll(async () => {
    t = await startTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('stores a contact message and shows the thank-you screen', async () => {
    const res = await request(t.url)
      .post('/contact')
      .type('form')
      .send({
        name: 'Asha Verma',
        email: 'asha.form@example.com',
        phone: '+91 98765 43210',
        message: 'Namaste, when does the next course begin?',
      })
      .expect(303);
    expect(res.headers.location).toBe('/contact?form=sent');
    expect(await stored('asha.form@example.com')).toBe(1);
    const page = await request(t.url).get(res.headers.location).expect(200);
    expect(page.text).toContain('Thank You!');
    expect(page.text).toContain('Send Another Message');
  });

  it('sends the Stay Connected form back to the home page with the thank-you sentence', async () => {
    const res = await request(t.url)
      .post('/')
      .type('form')
      .send({ name: 'Ravi', email: 'ravi.form@example.com', message: 'Please keep me informed.' })
      .expect(303);
    expect(res.headers.location).toBe('/?form=sent#stay-connected');
    const page = await request(t.url).get('/?form=sent').expect(200);
    expect(page.text).toContain('Thank you for your message! We will get back to you soon.');
  });

  it('answers an incomplete form with the error state and stores nothing', async () => {
    const res = await request(t.url)
      .post('/contact')
      .type('form')
      .send({ name: 'No Message', email: 'nomessage.form@example.com' })
      .expect(303);
    expect(res.headers.location).toBe('/contact?form=failed');
    expect(await stored('nomessage.form@example.com')).toBe(0);
    const page = await request(t.url).get(res.headers.location).expect(200);
    expect(page.text).toContain('Your message could not be sent');
    const home = await request(t.url).post('/').type('form').send({ email: 'x' }).expect(303);
    expect(home.headers.location).toBe('/?form=failed#stay-connected');
  });

  it('keeps nothing from a bot that fills the honeypot, yet looks like a success', async () => {
    const res = await request(t.url)
      .post('/contact')
      .type('form')
      .send({
        name: 'Bot',
        email: 'bot.form@example.com',
        message: 'Buy now',
        website: 'http://spam.example',
      })
      .expect(303);
    expect(res.headers.location).toBe('/contact?form=sent');
    expect(await stored('bot.form@example.com')).toBe(0);
  });
});

import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/**
 * A software WebAuthn authenticator for API tests: an ES256 key pair, its public key in COSE form
 * (as a passkey row stores it), and assertions signed over a given challenge with the flags the
 * test chooses (user present, user verified).
 */
export class SoftwarePasskey {
  readonly credentialId = b64url(createHash('sha256').update(String(Math.random())).digest());
  private readonly privateKey: KeyObject;
  readonly cosePublicKey: Buffer;
  private counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    const x = Buffer.from(jwk.x!, 'base64url');
    const y = Buffer.from(jwk.y!, 'base64url');
    // CBOR map {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
    this.cosePublicKey = Buffer.concat([
      Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
      x,
      Buffer.from([0x22, 0x58, 0x20]),
      y,
    ]);
  }

  /** An assertion as startAuthentication() returns it. */
  assert(
    challenge: string,
    origin: string,
    rpId: string,
    flags: { userVerified: boolean },
  ): Record<string, unknown> {
    this.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const authenticatorData = Buffer.concat([
      createHash('sha256').update(rpId).digest(),
      Buffer.from([0x01 | (flags.userVerified ? 0x04 : 0)]),
      counter,
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }),
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]),
      this.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
      },
    };
  }
}

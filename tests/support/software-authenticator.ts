import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** authenticator data flags: user present, user verified, attested credential data included. */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

/**
 * A passkey authenticator in software, as a platform authenticator with user verification would
 * answer (WebAuthn level 2, ES256, "none" attestation): for driving the passkey routes in tests
 * without a browser. `origin` is where the "browser" says it is; each assertion counts up.
 */
export function createSoftwareAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;

  function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  function authenticatorData(rpId: string, flags: number, attested?: Uint8Array) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** The browser's answer for this passkey around a ceremony's `response`, as the JSON API gives it. */
  function credentialAnswer<Response>(response: Response) {
    return {
      id: b64url(credentialId),
      rawId: b64url(credentialId),
      type: 'public-key' as const,
      authenticatorAttachment: 'platform' as const,
      clientExtensionResults: {},
      response,
    };
  }

  return {
    credentialId: b64url(credentialId),

    /** The answer of `startRegistration()` to the server's options. */
    register(
      options: { challenge: string; rp: { id?: string }; user: { id: string } },
      flags = USER_PRESENT | USER_VERIFIED,
    ) {
      userHandle = options.user.id;
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialId.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, isoCBOR.encode(coseKey)]);
      const authData = authenticatorData(options.rp.id ?? '', flags | ATTESTED_CREDENTIAL, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return credentialAnswer({
        clientDataJSON: b64url(clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      });
    },

    /** The answer of `startAuthentication()`, signed with this passkey's private key. */
    authenticate(options: { challenge: string; rpId?: string }, flags = USER_PRESENT | USER_VERIFIED) {
      counter += 1;
      const authData = authenticatorData(options.rpId ?? '', flags);
      const clientDataJSON = clientData('webauthn.get', options.challenge);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return credentialAnswer({
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      });
    },
  };
}

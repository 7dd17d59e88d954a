import { constants, generateKeyPair, privateDecrypt } from 'node:crypto';
import { promisify } from 'node:util';
import { PLAIN_PASSWORD_MAX, type LoginPublicKey } from '@ccms/api-client';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { loginKeyPairs } from '../../db/schema';

const generate = promisify(generateKeyPair);
const CURRENT = 'current';

/**
 * The RSA key pair login forms may encrypt passwords with (GET /login/getPKeys). It lives in the
 * database, so every instance behind a load balancer decrypts what any of them handed out; the
 * first instance to need it creates it.
 */
export function createLoginKeys({ db, now }: { db: Db; now: () => Date }) {
  let loaded: Promise<{ publicKey: string; privateKey: string }> | undefined;

  async function load() {
    const read = async () =>
      (await db.select().from(loginKeyPairs).where(eq(loginKeyPairs.id, CURRENT)).limit(1))[0];
    const existing = await read();
    if (existing) return existing;
    const pair = await generate('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await db
      .insert(loginKeyPairs)
      .values({ id: CURRENT, ...pair, createdAt: now() })
      .onConflictDoNothing();
    // Another instance may have stored its pair first: use whichever is stored.
    return (await read())!;
  }

  const keyPair = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    });
    return loaded;
  };

  return {
    async publicKey(): Promise<LoginPublicKey> {
      return { algorithm: 'RSA-OAEP-256', publicKey: (await keyPair()).publicKey };
    },

    /**
     * The plain password of a sign-in form. An encrypted one that does not decrypt answers ''
     * (which matches no password), so it fails and counts like any wrong password.
     */
    async passwordOf(form: { password: string; passwordEncrypted?: boolean }): Promise<string> {
      if (!form.passwordEncrypted) return form.password;
      try {
        const plain = privateDecrypt(
          {
            key: (await keyPair()).privateKey,
            padding: constants.RSA_PKCS1_OAEP_PADDING,
            oaepHash: 'sha256',
          },
          Buffer.from(form.password, 'base64'),
        ).toString('utf8');
        return plain.length <= PLAIN_PASSWORD_MAX ? plain : '';
      } catch {
        return '';
      }
    },
  };
}

export type LoginKeys = ReturnType<typeof createLoginKeys>;

import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from 'ldapts'

export const SLAPD_BIN = '/usr/sbin/slapd'
export const BASE_DN = 'dc=initech,dc=test'
export const ADMIN_DN = `cn=admin,${BASE_DN}`
export const ADMIN_PASSWORD = 'directory-admin-secret'

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

/**
 * A throw-away certificate authority made with openssl in `dir`: its certificate (PEM), and a function
 * that issues a server certificate for 127.0.0.1 and localhost (answering the certificate and key files).
 */
export function makeCertificateAuthority(dir: string, name: string) {
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' })
  const caKey = join(dir, `${name}-ca.key`)
  const caCert = join(dir, `${name}-ca.pem`)
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    `/CN=${name} test CA`,
    '-keyout',
    caKey,
    '-out',
    caCert,
    '-addext',
    'basicConstraints=critical,CA:TRUE',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  )
  return {
    pem: readFileSync(caCert, 'utf8'),
    issueServer() {
      const key = join(dir, `${name}-server.key`)
      const request = join(dir, `${name}-server.csr`)
      const cert = join(dir, `${name}-server.pem`)
      const extensions = join(dir, `${name}-server.ext`)
      writeFileSync(
        extensions,
        'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\nbasicConstraints=CA:FALSE\n',
      )
      openssl(
        'req',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        request,
      )
      openssl(
        'x509',
        '-req',
        '-in',
        request,
        '-CA',
        caCert,
        '-CAkey',
        caKey,
        '-CAcreateserial',
        '-days',
        '2',
        '-extfile',
        extensions,
        '-out',
        cert,
      )
      return { cert, key, ca: caCert }
    },
  }
}

/**
 * A real OpenLDAP server (Debian's slapd) for tests: a throw-away configuration and database in a
 * temporary folder, on a free loopback port, never the system's. `.ci/run` installs the package.
 */
export async function startSlapd(options: { tls?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'portal-slapd-'))
  mkdirSync(join(dir, 'db'))
  const port = await freePort()
  // With TLS: a certificate from a throw-away CA, StartTLS on ldap:// and a second port for ldaps://.
  const authority = options.tls ? makeCertificateAuthority(dir, 'directory') : null
  const files = authority?.issueServer() ?? null
  const tlsPort = files ? await freePort() : null
  const config = join(dir, 'slapd.conf')
  writeFileSync(
    config,
    [
      'include /etc/ldap/schema/core.schema',
      'include /etc/ldap/schema/cosine.schema',
      'include /etc/ldap/schema/inetorgperson.schema',
      ...(files
        ? [
            `TLSCACertificateFile ${files.ca}`,
            `TLSCertificateFile ${files.cert}`,
            `TLSCertificateKeyFile ${files.key}`,
          ]
        : []),
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      `pidfile ${join(dir, 'slapd.pid')}`,
      'database mdb',
      'maxsize 10485760',
      `suffix "${BASE_DN}"`,
      `rootdn "${ADMIN_DN}"`,
      `rootpw ${ADMIN_PASSWORD}`,
      `directory ${join(dir, 'db')}`,
      '',
    ].join('\n'),
  )
  const url = `ldap://127.0.0.1:${port}`
  const ldapsUrl = tlsPort ? `ldaps://127.0.0.1:${tlsPort}` : null
  const listen = ldapsUrl ? `${url}/ ${ldapsUrl}/` : `${url}/`
  const child: ChildProcess = spawn(SLAPD_BIN, ['-f', config, '-h', listen, '-d', '0'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk)
  })
  const admin = () => new Client({ url, timeout: 5000, connectTimeout: 5000 })
  // Ready when it accepts the administrator's bind.
  for (let attempt = 0; ; attempt++) {
    const client = admin()
    try {
      await client.bind(ADMIN_DN, ADMIN_PASSWORD)
      await client.unbind()
      break
    } catch (error) {
      await client.unbind().catch(() => {})
      if (attempt > 50 || child.exitCode !== null) {
        child.kill()
        throw new Error(`slapd did not start: ${String(error)}\n${stderr}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  /** Runs changes as the directory's administrator. */
  async function asAdmin<T>(work: (client: Client) => Promise<T>) {
    const client = admin()
    await client.bind(ADMIN_DN, ADMIN_PASSWORD)
    try {
      return await work(client)
    } finally {
      await client.unbind()
    }
  }
  await asAdmin(async (client) => {
    await client.add(BASE_DN, { objectClass: ['dcObject', 'organization'], dc: 'initech', o: 'Initech' })
    await client.add(`ou=people,${BASE_DN}`, { objectClass: 'organizationalUnit', ou: 'people' })
    await client.add(`ou=groups,${BASE_DN}`, { objectClass: 'organizationalUnit', ou: 'groups' })
  })
  return {
    url,
    port,
    /** With `tls`: the ldaps:// address and the PEM of the CA that signed the server's certificate. */
    ldapsUrl,
    caPem: authority?.pem ?? null,
    /** A folder of the test's own, removed with the server (for other throw-away certificates). */
    dir,
    asAdmin,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export const slapdInstalled = () => existsSync(SLAPD_BIN)

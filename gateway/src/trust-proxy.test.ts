import { startTestGateway } from '@tessera/testing';
import { ConfigError, parseTrustProxy } from './config';

/**
 * TESSERA_TRUST_PROXY: whose X-Forwarded-For names the client (the sign-in lock, the contact
 * limit, sessions and the audit count by it). Behind a balancer on another machine the default
 * (loopback) would make every visitor the balancer.
 */
describe('TESSERA_TRUST_PROXY', () => {
  it('takes addresses, subnets and the names loopback, linklocal, uniquelocal; loopback by default', () => {
    expect(parseTrustProxy(undefined)).toEqual(['loopback']);
    expect(parseTrustProxy(' ')).toEqual(['loopback']);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7 ,uniquelocal,2001:db8::/32')).toEqual(['10.0.0.0/8', '192.168.1.7', 'uniquelocal', '2001:db8::/32']);
  });

  it.each(['true', '*', '1', 'all', '10.0.0.0/33', '2001:db8::/129', 'example.org', '10.0.0.0/8/1', '10.0.0'])('refuses %p at start (trusting everyone lets any visitor pick an address)', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(ConfigError);
    expect(() => parseTrustProxy(value)).toThrow(/TESSERA_TRUST_PROXY/);
  });

  it('behind Varnish and HAProxy, names the visitor only when both are listed (docs/deployment.md)', async () => {
    // Varnish (10.0.0.21) appends the visitor's address, HAProxy (10.0.0.5) Varnish's, and the gateway sees HAProxy's connection.
    const gateway = async (value: string) => {
      const started = await startTestGateway({ trustProxy: parseTrustProxy(value) });
      try {
        // Express's own request, as HAProxy's connection brings it.
        const req = Object.assign(Object.create(started.tessera.app.request), {
          app: started.tessera.app,
          headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.21' },
          socket: { remoteAddress: '10.0.0.5' },
        }) as { ip: string };
        return req.ip;
      } finally {
        await started.stop();
      }
    };
    expect(await gateway('10.0.0.5')).toBe('10.0.0.21');
    expect(await gateway('10.0.0.5,10.0.0.21')).toBe('203.0.113.9');
  });

  it('reaches the gateway: a hop from a trusted subnet names the client, any other hop is the client', async () => {
    const gateway = await startTestGateway({ trustProxy: ['10.0.0.0/8'] });
    try {
      const trusts = gateway.tessera.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
      expect(trusts('10.20.30.40', 0)).toBe(true);
      expect(trusts('127.0.0.1', 0)).toBe(false);
      expect(trusts('192.168.0.1', 0)).toBe(false);
    } finally {
      await gateway.stop();
    }
  });
});

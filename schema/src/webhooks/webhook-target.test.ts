import { networkInterfaces } from 'node:os';
import { parseWebhookUrl, refusalOf } from './webhook-target';

const closed = { allowPrivate: false };
const intranet = { allowPrivate: true };

describe('webhook targets', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.10.1', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.255', 'shared (CGNAT)'],
    ['169.254.169.254', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::FFFF:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'private'],
    ['::127.0.0.1', 'loopback'],
    // Whatever they carry: a NAT64, 6to4 or Teredo gateway relays to addresses this check never sees.
    ['64:ff9b::169.254.169.254', 'NAT64 (IPv4 translation)'],
    ['64:ff9b::8.8.8.8', 'NAT64 (IPv4 translation)'],
    ['64:ff9b::808:808', 'NAT64 (IPv4 translation)'],
    ['64:ff9b:1::a00:1', 'NAT64 (IPv4 translation)'],
    ['64:ff9b:1:ffff::1', 'NAT64 (IPv4 translation)'],
    ['2002:7f00:1::', '6to4'],
    ['2002:808:808::1', '6to4'],
    ['192.88.99.1', '6to4 relay'],
    ['2001::1', 'Teredo'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['192.0.2.1', 'documentation'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.200', 'documentation'],
    ['2001:db8::1', 'documentation'],
    ['2001:0db8:ffff::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['3fff:fff:ffff::1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['2001:2::1', 'benchmarking'],
    ['100::1', 'discard-only'],
    ['239.255.255.250', 'multicast'],
    ['ff05::2', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['250.1.2.3', 'reserved'],
    // IPv4-mapped, -compatible and -translated forms are judged as the IPv4 address they carry.
    ['::ffff:192.0.2.1', 'documentation'],
    ['::ffff:198.18.0.1', 'benchmarking'],
    ['::ffff:100.64.0.1', 'shared (CGNAT)'],
    ['::ffff:240.0.0.1', 'reserved'],
    ['::ffff:224.0.0.1', 'multicast'],
    ['::10.0.0.1', 'private'],
    ['::0.0.0.2', 'unspecified'],
    ['::ffff:0:10.0.0.1', 'private'],
    ['::ffff:0:7f00:1', 'loopback'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusalOf(address, closed)).toBe(`the address ${address} is ${kind}`);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '100.128.0.1',
    '172.32.0.1',
    '192.169.0.1',
    '198.20.0.1',
    '203.0.114.1',
    '2606:2800:220:1:248:1893:25c8:1946',
    '::ffff:8.8.8.8',
    '2001:4860:4860::8888',
    '2003::1',
    '64:ff9c::1',
    '4000::1',
  ])('lets %s through', (address) => {
    expect(refusalOf(address, closed, [])).toBeUndefined();
  });

  it('refuses every address of this server, public ones too', () => {
    const own = Object.values(networkInterfaces()).flatMap((addresses) => (addresses ?? []).map((entry) => entry.address));
    expect(own.length).toBeGreaterThan(0);
    for (const address of own) expect({ address, refused: refusalOf(address, closed) !== undefined }).toEqual({ address, refused: true });
  });

  it('names an address of this server as such, in any spelling, and lets an intranet installation reach it like loopback', () => {
    const own = ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946'];
    expect(refusalOf('93.184.216.34', closed, own)).toBe('the address 93.184.216.34 is this server');
    expect(refusalOf('::ffff:93.184.216.34', closed, own)).toBe('the address ::ffff:93.184.216.34 is this server');
    expect(refusalOf('2606:2800:0220:0001:0248:1893:25C8:1946', closed, own)).toBe('the address 2606:2800:0220:0001:0248:1893:25C8:1946 is this server');
    expect(refusalOf('93.184.216.35', closed, own)).toBeUndefined();
    expect(refusalOf('93.184.216.34', intranet, own)).toBeUndefined();
  });

  it('an intranet installation reaches loopback, private and unique-local receivers, never link-local, unspecified, multicast, translated, documentation, benchmarking or reserved ones', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '192.168.1.1', '100.64.1.1', 'fd00::1', '::ffff:127.0.0.1']) expect(refusalOf(address, intranet)).toBeUndefined();
    for (const address of ['169.254.169.254', 'fe80::1', '0.0.0.0', '::', '224.0.0.1', '::ffff:169.254.169.254', '64:ff9b::a00:1', '2002:a00:1::', '2001::1', '192.0.2.1', '198.18.0.1', '240.0.0.1']) {
      expect(refusalOf(address, intranet)).toBeDefined();
    }
  });

  it('takes http(s) URLs with a host and no credentials, up to 2,048 characters', () => {
    expect(parseWebhookUrl('https://hooks.example.com/tessera?x=1')?.hostname).toBe('hooks.example.com');
    expect(parseWebhookUrl('http://[::1]:8080/')?.hostname).toBe('[::1]');
    // The URL parser writes other spellings of an IPv4 address as dotted quads, which the checks then see.
    expect(parseWebhookUrl('http://2130706433/')?.hostname).toBe('127.0.0.1');
    expect(parseWebhookUrl('http://0x7f.1/')?.hostname).toBe('127.0.0.1');
    for (const refused of ['ftp://example.com/', 'file:///etc/passwd', 'http://user:pass@example.com/', 'example.com', 'javascript:alert(1)', `https://example.com/${'a'.repeat(2048)}`]) {
      expect(parseWebhookUrl(refused)).toBeUndefined();
    }
  });
});

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
    ['64:ff9b::169.254.169.254', 'link-local'],
  ])('refuses %s (%s)', (address, kind) => {
    expect(refusalOf(address, closed)).toBe(`the address ${address} is ${kind}`);
  });

  it.each(['93.184.216.34', '8.8.8.8', '100.128.0.1', '172.32.0.1', '192.169.0.1', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:8.8.8.8'])('lets %s through', (address) => {
    expect(refusalOf(address, closed)).toBeUndefined();
  });

  it('an intranet installation reaches loopback, private and unique-local receivers, never link-local, unspecified or multicast', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '192.168.1.1', '100.64.1.1', 'fd00::1', '::ffff:127.0.0.1']) expect(refusalOf(address, intranet)).toBeUndefined();
    for (const address of ['169.254.169.254', 'fe80::1', '0.0.0.0', '::', '224.0.0.1', '::ffff:169.254.169.254']) expect(refusalOf(address, intranet)).toBeDefined();
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

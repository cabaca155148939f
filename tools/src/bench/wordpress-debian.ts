import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { nginxPath } from './load';
import { pidsNamed } from './process-cpu';

/**
 * The pieces of WordPress as Debian ships it that `wordpress.ts` puts together for one bench run:
 * a scratch database on the local MariaDB server, a host file in /etc/wordpress (Debian's
 * wp-config.php reads /etc/wordpress/config-<name>.php, <name> from the WORDPRESS_CONFIG parameter
 * nginx passes), php-fpm with Debian's pool settings, nginx in front, WordPress's own installer.
 */

const run = promisify(execFile);

const wordpressRoot = '/usr/share/wordpress';
const wordpressContent = '/var/lib/wordpress/wp-content';
const phpFpmPath = existsSync('/usr/sbin')
  ? readdirSync('/usr/sbin')
      .filter((name) => /^php-fpm\d/.test(name))
      .map((name) => join('/usr/sbin', name))
      .sort()
      .pop()
  : undefined;
const phpCliPath = ['/usr/bin/php'].find((path) => existsSync(path));
const mariadbClient = ['/usr/bin/mariadb', '/usr/bin/mysql'].find((path) => existsSync(path));

/**
 * The local server through its unix socket by default, as Debian's wp-config.php has it (DB_HOST
 * 'localhost'), where Debian's MariaDB lets the system's root in as its root; or over TCP
 * (BENCH_MARIADB_HOST, BENCH_MARIADB_PORT; a root password from MYSQL_PWD, as the client reads it).
 */
const mariadbTcp = process.env.BENCH_MARIADB_HOST ? { host: process.env.BENCH_MARIADB_HOST, port: process.env.BENCH_MARIADB_PORT ?? '3306' } : undefined;

export const wordPressSkipped = 'WordPress: not installed (apt-get install wordpress php-fpm php), skipped';

/** What a WordPress run needs that Debian packages bring (and root); undefined when all is there. */
export function wordPressMissing(): string | undefined {
  if (!existsSync(join(wordpressRoot, 'wp-config.php')) || !phpFpmPath || !phpCliPath) return wordPressSkipped;
  if (!nginxPath) return 'WordPress: nginx is not installed, skipped';
  if (!mariadbClient) return 'WordPress: no MariaDB client (apt-get install mariadb-client), skipped';
  if (process.getuid?.() !== 0) return 'WordPress: needs root (php-fpm workers as www-data, a file in /etc/wordpress), skipped';
  return undefined;
}

/** SQL as MariaDB's root. */
export async function mariadb(sql: string): Promise<string> {
  const server = mariadbTcp ? ['--host', mariadbTcp.host, '--port', mariadbTcp.port] : [];
  try {
    const { stdout } = await run(mariadbClient!, [...server, '--user', 'root', '--batch', '--skip-column-names', '-e', sql]);
    return stdout.trim();
  } catch (error) {
    // The client's own message, not the command line (it would show the new user's password).
    const { stderr, code } = error as { stderr?: string; code?: number | string };
    throw new Error(`MariaDB: ${stderr?.trim() || `the client failed (${code})`}`);
  }
}

export interface Database {
  name: string;
  user: string;
  password: string;
  drop(): Promise<void>;
}

/** A database and a user of its own on the shared MariaDB server; `drop` removes both. */
export async function scratchDatabase(): Promise<Database> {
  const name = `tessera_wp_bench_${Date.now()}`;
  const password = randomBytes(18).toString('base64url');
  const drop = () => mariadb(`drop database if exists ${name}; drop user if exists '${name}'@'%';`).then(() => undefined);
  try {
    await mariadb(`create database ${name} character set utf8mb4 collate utf8mb4_unicode_ci; create user '${name}'@'%' identified by '${password}'; grant all on ${name}.* to '${name}'@'%';`);
  } catch (error) {
    // Half made (the database but not the user, say): leave nothing on the shared server.
    await drop().catch(() => undefined);
    throw error;
  }
  return { name, user: name, password, drop };
}

function wwwDataGroup(): number {
  return Number(execFileSync('id', ['-g', 'www-data'], { encoding: 'utf8' }));
}

/** /etc/wordpress/config-<name>.php, readable by www-data only (it holds the password), as README.Debian says. */
export function writeHostConfig(name: string, database: Database, home: string): string {
  const file = `/etc/wordpress/config-${name}.php`;
  const define = (key: string, value: string | boolean) => `define('${key}', ${typeof value === 'boolean' ? String(value) : `'${value}'`});`;
  const lines = [
    define('DB_NAME', database.name),
    define('DB_USER', database.user),
    define('DB_PASSWORD', database.password),
    define('DB_HOST', mariadbTcp ? `${mariadbTcp.host}:${mariadbTcp.port}` : 'localhost'),
    define('WP_HOME', home),
    define('WP_SITEURL', home),
    // No calls to wordpress.org (update checks in WP-Cron): the bench downloads nothing; the site's own address stays allowed.
    define('WP_HTTP_BLOCK_EXTERNAL', true),
  ];
  writeFileSync(file, `<?php\n${lines.join('\n')}\n`, { mode: 0o640 });
  chownSync(file, 0, wwwDataGroup());
  return file;
}

async function waitFor(what: string, ready: () => Promise<boolean> | boolean, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not start`);
}

/** php-fpm in the foreground with Debian's php.ini and the process counts of Debian's www pool, on a unix socket. */
export async function startPhpFpm(dir: string): Promise<{ child: ChildProcess; socket: string }> {
  const socket = join(dir, 'php-fpm.sock');
  const config = join(dir, 'php-fpm.conf');
  writeFileSync(
    config,
    `[global]
pid = ${join(dir, 'php-fpm.pid')}
error_log = ${join(dir, 'php-fpm.log')}
daemonize = no

[wordpress]
user = www-data
group = www-data
listen = ${socket}
listen.owner = www-data
listen.group = www-data
pm = dynamic
pm.max_children = 5
pm.start_servers = 2
pm.min_spare_servers = 1
pm.max_spare_servers = 3
; Counts the requests the pool accepted, so CPU per page under wrk needs no guess at wrk's count.
pm.status_path = /fpm-status
`,
  );
  const child = spawn(phpFpmPath!, ['--nodaemonize', '--fpm-config', config], { stdio: 'ignore' });
  await waitFor('php-fpm', () => existsSync(socket), child);
  return { child, socket };
}

/** nginx (one worker) in front: static files from the package, PHP to php-fpm with the host file's name. */
export async function startNginx(dir: string, port: number, socket: string, configName: string): Promise<ChildProcess> {
  const config = join(dir, 'nginx.conf');
  writeFileSync(
    config,
    `daemon off;
user www-data;
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'nginx-error.log')} error;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  keepalive_requests 100000;
  client_body_temp_path ${join(dir, 'client-body')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  server {
    listen 127.0.0.1:${port};
    root ${wordpressRoot};
    index index.php;
    location /wp-content/ { alias ${wordpressContent}/; }
    location / { try_files $uri $uri/ /index.php?$args; }
    location = /fpm-status { allow 127.0.0.1; deny all; include /etc/nginx/fastcgi.conf; fastcgi_pass unix:${socket}; }
    location ~ \\.php$ {
      try_files $fastcgi_script_name =404;
      include /etc/nginx/fastcgi.conf;
      fastcgi_param WORDPRESS_CONFIG ${configName};
      fastcgi_pass unix:${socket};
    }
  }
}
`,
  );
  const child = spawn(nginxPath!, ['-p', dir, '-c', config], { stdio: 'ignore' });
  const readme = `http://127.0.0.1:${port}/readme.html`;
  await waitFor(
    'nginx',
    () =>
      fetch(readme).then(
        (response) => response.ok,
        () => false,
      ),
    child,
  );
  return child;
}

/**
 * WordPress's own installer (`wp_install`, what wp-admin/install.php calls) from PHP's command
 * line, then the page through `wp_insert_post` as the admin (so its HTML is kept as given) and
 * pretty permalinks. Answers the page's id and address.
 */
export async function installWordPress(dir: string, configName: string, page: { title: string; html: string }): Promise<{ id: number; url: string }> {
  const content = join(dir, 'page.html');
  writeFileSync(content, page.html);
  const script = join(dir, 'install.php');
  writeFileSync(
    script,
    `<?php
define('WP_INSTALLING', true);
require '${wordpressRoot}/wp-load.php';
// No mail about the new site (pluggable: defined before upgrade.php would define it).
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$installed = wp_install('Tessera bench', 'bench', 'bench@example.com', false, '', wp_generate_password(24));
wp_set_current_user($installed['user_id']);
kses_remove_filters();
$GLOBALS['wp_rewrite']->set_permalink_structure('/%postname%/');
$id = wp_insert_post(wp_slash(['post_type' => 'page', 'post_status' => 'publish', 'post_title' => getenv('BENCH_PAGE_TITLE'), 'post_content' => file_get_contents('${content}')]), true);
if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message()); exit(1); }
flush_rewrite_rules(false);
echo json_encode(['id' => $id, 'url' => get_permalink($id)]);
`,
  );
  const { stdout } = await run(phpCliPath!, [script], { env: { ...process.env, WORDPRESS_CONFIG: configName, HTTP_HOST: '127.0.0.1', BENCH_PAGE_TITLE: page.title } });
  return JSON.parse(stdout.slice(stdout.indexOf('{'))) as { id: number; url: string };
}

/** The page answers 200 through nginx and php-fpm, is WordPress's page `id`, and carries all the content. */
export async function verifyPage(url: string, id: number, html: string): Promise<void> {
  const response = await fetch(url);
  const body = await response.text();
  if (response.status !== 200) throw new Error(`WordPress page ${url}: ${response.status}`);
  if (!body.includes(`page-id-${id}`) || body.length < html.length) throw new Error(`WordPress page ${url}: not the page with the content (${body.length} bytes)`);
}

/**
 * The page's own content when given a whole document: inside <main>, else inside <body>, without
 * scripts. WordPress's theme renders its own frame (site name, navigation, footer) around it, as
 * Tessera renders its frame around the same content.
 */
export function contentOf(html: string): string {
  const match = /<main[^>]*>([\s\S]*)<\/main>/i.exec(html) ?? /<body[^>]*>([\s\S]*)<\/body>/i.exec(html);
  return (match ? match[1] : html).replace(/<script[\s\S]*?<\/script>/gi, '');
}

export async function versions(): Promise<string> {
  const packageVersion = (name: string) => execFileSync('dpkg-query', ['-W', '-f=${Version}', name], { encoding: 'utf8' });
  const wp = /\$wp_version = '([^']+)'/.exec(readFileSync(join(wordpressRoot, 'wp-includes', 'version.php'), 'utf8'))?.[1];
  const php = /^PHP (\S+)/.exec(execFileSync(phpFpmPath!, ['-v'], { encoding: 'utf8' }))?.[1];
  return `WordPress ${wp} (Debian ${packageVersion('wordpress')}, theme twentytwentythree), PHP ${php} php-fpm with opcache, MariaDB ${await mariadb('select version()')}`;
}

/** The database server's processes; without them its half of a page's CPU would silently read as nothing. */
export function databaseProcesses(): number[] {
  const pids = [...pidsNamed('mariadbd'), ...pidsNamed('mysqld')];
  if (pids.length === 0) throw new Error(`no mariadbd or mysqld process visible here, so its CPU cannot be counted`);
  return pids;
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

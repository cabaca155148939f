import { createServer } from 'node:net';
import { freePort } from '../bench/load';

/** Where each part of the local cluster listens. */
export interface ClusterPorts {
  varnish: number;
  haproxy: number;
  s3: number;
  /** The private PostgreSQL server (unused with a DATABASE_URL). */
  postgres: number;
  gateways: number[];
}

/** The parts' offsets from CLUSTER_BASE_PORT (docs/deployment.md). */
const offsets = { varnish: 0, haproxy: 1, s3: 2, postgres: 3, firstGateway: 10 } as const;
const maxGateways = 16;

/** CLUSTER_BASE_PORT, checked: undefined when unset (every part then gets a free port). */
export function readBasePort(env: NodeJS.ProcessEnv): number | undefined {
  const text = env.CLUSTER_BASE_PORT?.trim();
  if (!text) return undefined;
  const port = Number(text);
  const highest = 65_535 - offsets.firstGateway - maxGateways + 1;
  if (!/^\d+$/.test(text) || port < 1024 || port > highest) throw new Error(`CLUSTER_BASE_PORT must be a port from 1024 to ${highest}, not "${env.CLUSTER_BASE_PORT}"`);
  return port;
}

/** The ports from a base: Varnish on it, HAProxy +1, s3rver +2, PostgreSQL +3, gateway i on +9+i. */
export function portsFrom(base: number, gateways: number): ClusterPorts {
  return {
    varnish: base + offsets.varnish,
    haproxy: base + offsets.haproxy,
    s3: base + offsets.s3,
    postgres: base + offsets.postgres,
    gateways: Array.from({ length: gateways }, (_, i) => base + offsets.firstGateway + i),
  };
}

/**
 * The cluster's ports: from the base when one is given (each checked free on 127.0.0.1 first,
 * so a taken one is named rather than failing a part later), else free ports.
 */
export async function clusterPorts(base: number | undefined, gateways: number): Promise<ClusterPorts> {
  if (gateways > maxGateways) throw new Error(`at most ${maxGateways} gateways`);
  if (base === undefined) {
    const [varnish, haproxy, s3, postgres, ...others] = await Promise.all(Array.from({ length: 4 + gateways }, () => freePort()));
    return { varnish, haproxy, s3, postgres, gateways: others };
  }
  const ports = portsFrom(base, gateways);
  const named: Array<[string, number]> = [
    ['Varnish', ports.varnish],
    ['HAProxy', ports.haproxy],
    ['s3rver', ports.s3],
    ['PostgreSQL', ports.postgres],
    ...ports.gateways.map((port, i): [string, number] => [`gateway gw${i + 1}`, port]),
  ];
  for (const [part, port] of named) {
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${part}, CLUSTER_BASE_PORT=${base}) is in use: choose another CLUSTER_BASE_PORT`);
  }
  return ports;
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

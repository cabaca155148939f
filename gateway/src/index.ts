export { createTessera, type Tessera } from './compose';
export { readConfig, type GatewayConfig } from './config';

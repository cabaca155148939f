export * from './catalogue';
export * from './coded-error';
export * from './outage';

export * from './catalogue';
export * from './coded-error';

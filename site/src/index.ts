export { default as tesseraConfig } from '../tessera.config';

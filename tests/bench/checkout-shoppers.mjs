// Starts the shoppers worker of bench:checkout with TypeScript support (tsx registered in the worker).
import { register } from 'tsx/esm/api';

register();
await import('./checkout-shoppers.ts');

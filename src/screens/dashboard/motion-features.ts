import { domAnimation } from 'motion/react';

/** Motion's animation features, in their own chunk: the carousel loads them after its first paint. */
export default domAnimation;

// Shared test setup: DOM matchers where a DOM exists; nothing else is global.
import { expect } from 'vitest';
import * as matchers from '@testing-library/jest-dom/matchers';

expect.extend(matchers);

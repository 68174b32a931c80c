import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHAKRA_SYSTEM_MODULE, RUNTIME_SHEETS, SHEET_FUNCTIONS, withoutRuntimeSheets } from '../../../build/design-system-css';

/** The installed Chakra UI's system module, the one the build transforms. */
function installedSystemModule(): { file: string; code: string } {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve('@chakra-ui/react/package.json'));
  const file = path.join(packageDir, 'dist', 'esm', 'styled-system', 'system.js');
  return { file, code: readFileSync(file, 'utf8') };
}

describe("Chakra's system without its run-time sheets", () => {
  it('finds the installed module, empties its page-wide sheets and stops offering the functions that make them', () => {
    const { file, code } = installedSystemModule();
    expect(CHAKRA_SYSTEM_MODULE.test(file)).toBe(true);
    const changed = withoutRuntimeSheets(code);
    expect(changed).toContain('const _global = [];');
    expect(changed).not.toContain(RUNTIME_SHEETS);
    // The returned system no longer names them, so the bundler can leave their code out.
    expect(changed).not.toMatch(/^\s+(getTokenCss|getGlobalCss|getPreflightCss),$/m);
    expect(changed).toMatch(/^\s+normalizeValue,\n\s+css,$/m);
    expect(changed.length).toBe(code.length - RUNTIME_SHEETS.length + 'const _global = [];'.length - SHEET_FUNCTIONS.length);
  });

  it('stops the build when a Chakra update has changed what it takes out', () => {
    const { code } = installedSystemModule();
    const updated = code.replace(RUNTIME_SHEETS, 'const _global = [getPreflightCss(), getTokenCss()];');
    expect(() => withoutRuntimeSheets(updated)).toThrow(/no longer has/);
    expect(() => withoutRuntimeSheets(code + '\n' + RUNTIME_SHEETS)).toThrow(/no longer has/);
    expect(() => withoutRuntimeSheets(code.replace(SHEET_FUNCTIONS, '    getTokenCss,\n'))).toThrow(/no longer has "getTokenCss/);
  });
});

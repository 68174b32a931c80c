/**
 * Properties that the other screens' part of the in-browser server fills in once it has loaded
 * (mocks/other-screens.ts): the database's collections (domain/db.ts) and the repositories
 * (mocks/portal-server.ts). Until then each reads as an error that names it, so the first screen's part
 * can never read one by mistake and go on with nothing.
 */
export function awaitingOtherScreens(target: object, names: readonly string[], what: string, { enumerable }: { enumerable: boolean }): void {
  for (const name of names) {
    Object.defineProperty(target, name, {
      configurable: true,
      enumerable,
      get() {
        throw new Error(`The ${name} ${what} was used before the rest of the in-browser server loaded (mocks/other-screens.ts)`);
      },
    });
  }
}

/** Sets each of `values` on `target` as a plain property, over a placeholder of `awaitingOtherScreens`. */
export function fillIn(target: object, values: object): void {
  for (const [name, value] of Object.entries(values)) {
    Object.defineProperty(target, name, { configurable: true, enumerable: true, writable: true, value });
  }
}

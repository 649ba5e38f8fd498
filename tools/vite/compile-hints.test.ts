import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintFirst, wantsCompileHint } from './compile-hints';

const PRELUDE =
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/a.css"])))=>i.map(i=>d[i]);';

describe('compile hints', () => {
  it('leaves a chunk that starts with the hint as it is', () => {
    const code = `${COMPILE_HINT}\nimport{a}from"./b.js";a();`;
    expect(hintFirst(code, 'page.js')).toBe(code);
  });

  it("puts the hint above the prelude Vite adds, where V8 reads it, without moving the code's lines", () => {
    const code = `${PRELUDE}\n${COMPILE_HINT}\nimport{a}from"./b.js";a();\n//# sourceMappingURL=page.js.map`;
    const hinted = hintFirst(code, 'page.js').split('\n');
    expect(hinted).toEqual([
      COMPILE_HINT,
      PRELUDE,
      'import{a}from"./b.js";a();',
      '//# sourceMappingURL=page.js.map',
    ]);
  });

  it('fails the build when other code comes before the hint, which V8 would then ignore', () => {
    expect(() => hintFirst(`var x=1;\n${COMPILE_HINT}\nx();`, 'page.js')).toThrow(
      'page.js does not start with the compile hint',
    );
    expect(() => hintFirst('var x=1;', 'page.js')).toThrow(/page\.js/);
  });

  it("hints the app's own chunks and MUI's, not the Firebase SDK's nor the charting library's", () => {
    expect(
      wantsCompileHint(['/app/src/main.tsx', '/app/node_modules/@mui/material/Button/Button.js']),
    ).toBe(true);
    expect(
      wantsCompileHint([
        '/app/src/lib/firebase/app.ts',
        '/app/node_modules/@firebase/firestore/dist/index.esm.js',
      ]),
    ).toBe(false);
    expect(wantsCompileHint(['/app/node_modules/firebase/app/dist/esm/index.esm.js'])).toBe(false);
    expect(
      wantsCompileHint([
        '/app/src/features/admin/components/dashboard/dashboard-charts.tsx',
        '/app/node_modules/@mui/x-charts/BarChart/BarChart.mjs',
      ]),
    ).toBe(false);
  });
});

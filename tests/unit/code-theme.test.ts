import {test} from 'node:test';
import assert from 'node:assert/strict';
import {themes} from 'prism-react-renderer';
import type {PrismTheme} from 'prism-react-renderer';
import config from '../../docusaurus.config';
import {contrastRatio, MIN_CONTRAST, readableOn, withContrast} from '../../src/codeTheme';

const prism = (config.themeConfig as {prism: {theme: PrismTheme; darkTheme: PrismTheme}}).prism;

function tokenColours(theme: PrismTheme): [string, string][] {
  return [
    ['plain', theme.plain.color!],
    ...theme.styles
      .filter((s) => s.style.color)
      .map((s): [string, string] => [s.types.join(','), s.style.color!]),
  ];
}

test('contrast ratios follow WCAG 2: black on white is 21:1, a colour on itself 1:1', () => {
  assert.equal(contrastRatio('#000', '#ffffff').toFixed(2), '21.00');
  assert.equal(contrastRatio('rgb(67, 56, 202)', '#4338ca'), 1);
  // Order does not matter.
  assert.equal(contrastRatio('#36acaa', '#f6f8fa'), contrastRatio('#f6f8fa', '#36acaa'));
});

test('the stock themes the site starts from do miss AA somewhere (else this fix is moot)', () => {
  for (const theme of [themes.github, themes.dracula]) {
    const worst = Math.min(
      ...tokenColours(theme).map(([, c]) => contrastRatio(c, theme.plain.backgroundColor!)),
    );
    assert.ok(worst < MIN_CONTRAST, `worst token ${worst.toFixed(2)}:1`);
  }
});

for (const [mode, theme] of [
  ['light', prism.theme],
  ['dark', prism.darkTheme],
] as const) {
  test(`every token of the ${mode} code theme reads at ${MIN_CONTRAST}:1 or more on its background`, () => {
    const background = theme.plain.backgroundColor!;
    for (const [types, colour] of tokenColours(theme)) {
      const ratio = contrastRatio(colour, background);
      assert.ok(
        ratio >= MIN_CONTRAST,
        `${mode} ${types}: ${colour} on ${background} is ${ratio.toFixed(2)}:1`,
      );
    }
  });
}

test('colours already readable are kept; the others move only as far as needed', () => {
  const fixed = withContrast(themes.github);
  const background = themes.github.plain.backgroundColor!;
  themes.github.styles.forEach((style, i) => {
    const before = style.style.color;
    const after = fixed.styles[i].style.color;
    if (!before) return assert.equal(after, undefined);
    if (contrastRatio(before, background) >= MIN_CONTRAST) return assert.equal(after, before);
    // Just past the minimum, not pushed to black.
    assert.ok(contrastRatio(after!, background) < MIN_CONTRAST + 0.3, `${before} -> ${after}`);
  });
  // Dark backgrounds get lighter colours, light backgrounds darker ones.
  assert.ok(contrastRatio(readableOn('#6272a4', '#282a36'), '#000000') > contrastRatio('#6272a4', '#000000'));
  assert.ok(contrastRatio(readableOn('#36acaa', '#f6f8fa'), '#ffffff') > contrastRatio('#36acaa', '#ffffff'));
});

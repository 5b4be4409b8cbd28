import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cssForMarkup } from './page-css';

const MARKUP =
  '<div id="root"><header class="fl-header fl-header--member"><a class="fl-brand" href="/">Freelane</a></header>' +
  '<main><section class="fl-card"><h1 class="fl-title">Dashboard</h1><button class="fl-btn" disabled="">Post</button></section></main></div>';

describe('the stylesheets a prerendered page carries (cssForMarkup)', () => {
  it('keeps the rules the markup can match and drops those needing a class or id it does not have', () => {
    const css = [
      '.fl-card{padding:16px}',
      '.fl-modal{position:fixed}', // a dialog: not in the markup
      '.fl-header--member .fl-brand{color:#123456}',
      '.fl-header--visitor .fl-brand{color:#654321}', // the other variant
      '#root{min-height:100vh}',
      '#toast{bottom:0}',
      'h1{margin:0}',
      'button[disabled]{opacity:.5}',
      '.fl-btn:hover:not(.fl-btn--ghost){background:#eee}', // :not() of an absent class still matches
      ':where(.fl-drawer) .fl-title,.fl-card>.fl-title{font-size:20px}', // a list: what matches stays
      '.fl-btn:focus-visible{outline:2px solid}',
      '@media (min-width:768px){.fl-card{padding:24px}.fl-drawer{width:320px}}',
      '@media (max-width:600px){.fl-drawer{width:100%}}',
      ':root{--fl-space:8px}',
      '@keyframes fl-spin{to{transform:rotate(1turn)}}',
      '@font-face{font-family:Noto;src:url(/n.woff2)}',
    ].join('');
    const cut = cssForMarkup([css], MARKUP);
    assert.equal(
      cut,
      [
        '.fl-card{padding:16px}',
        '.fl-header--member .fl-brand{color:#123456}',
        '#root{min-height:100vh}',
        'h1{margin:0}',
        'button[disabled]{opacity:.5}',
        '.fl-btn:hover:not(.fl-btn--ghost){background:#eee}',
        ':where(.fl-drawer) .fl-title,.fl-card>.fl-title{font-size:20px}',
        '.fl-btn:focus-visible{outline:2px solid}',
        '@media (min-width:768px){.fl-card{padding:24px}}',
        ':root{--fl-space:8px}',
        '@keyframes fl-spin{to{transform:rotate(1turn)}}',
        '@font-face{font-family:Noto;src:url(/n.woff2)}',
      ].join(''),
      'as written, in the order written: a later rule still overrides an earlier one',
    );
  });

  it('trims a selector list to the selectors the markup can match', () => {
    assert.equal(cssForMarkup(['.fl-modal h1,.fl-card h1{margin:0}'], MARKUP), '.fl-card h1{margin:0}');
  });

  it('joins the sheets in the order given, each cut alone', () => {
    assert.equal(
      cssForMarkup(['.fl-btn{color:red}.fl-modal{top:0}', '', '.fl-btn{color:blue}'], MARKUP),
      '.fl-btn{color:red}.fl-btn{color:blue}',
    );
  });

  it('prints a rule or group that comes again once, where it comes last', () => {
    // The shell's sheet and an area's both carry the shared kit: .fl-btn's base, then the area's own
    // override, then the kit again. The later copy decides; the earlier one is dropped.
    assert.equal(
      cssForMarkup(
        [
          '.fl-btn{color:red}.fl-card{padding:8px}@media (min-width:768px){.fl-card{padding:24px}}',
          '.fl-btn{color:blue}.fl-btn{color:red}@media (min-width:768px){.fl-card{padding:24px}}',
        ],
        MARKUP,
      ),
      '.fl-card{padding:8px}.fl-btn{color:blue}.fl-btn{color:red}@media (min-width:768px){.fl-card{padding:24px}}',
    );
  });

  it('keeps a sheet it cannot read whole: a page never paints unstyled', () => {
    const unreadable = '.fl-card{padding:16px}}}{{.fl-modal{';
    assert.ok(cssForMarkup([unreadable], MARKUP).includes('.fl-card{padding:16px}'));
  });

  it('gives markup with the same classes the same cut, and markup with more classes more rules', () => {
    const css = ['.fl-card{padding:16px}.fl-modal{position:fixed}'];
    const first = cssForMarkup(css, MARKUP);
    assert.equal(first, '.fl-card{padding:16px}');
    assert.equal(cssForMarkup(css, MARKUP.replace('Dashboard', 'Another dashboard')), first);
    assert.equal(
      cssForMarkup(css, `${MARKUP}<div class="fl-modal"></div>`),
      '.fl-card{padding:16px}.fl-modal{position:fixed}',
    );
  });
});

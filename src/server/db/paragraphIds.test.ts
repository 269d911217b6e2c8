import { parseParagraphs } from '../../shared/common/paragraphs';
import { assignParagraphIds, buildPartHtml, escapeHtml, htmlToText, md5, paragraphId } from './paragraphIds';

describe('paragraph ids', () => {
  it('is the md5 of the paragraph HTML: 32 hex, stable for its content', () => {
    const id = paragraphId('Hello <em>there</em>.');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(id).toBe(md5('Hello <em>there</em>.'));
    expect(paragraphId('Hello <em>there</em>.')).toBe(id);
    expect(paragraphId('Hello there.')).not.toBe(id);
  });

  it('gives repeated paragraphs within a part distinct ids (md5(html + NUL + n))', () => {
    const ps = assignParagraphIds(['A', 'B', 'A', 'A']);
    expect(ps.map((p) => p.id)).toEqual([md5('A'), md5('B'), md5('A\u00001'), md5('A\u00002')]);
    expect(new Set(ps.map((p) => p.id)).size).toBe(4);
  });

  it('keeps an unchanged paragraph id when other paragraphs change', () => {
    const before = assignParagraphIds(['One.', 'Two.', 'Three.']);
    const after = assignParagraphIds(['One.', 'Two, edited.', 'Three.', 'Four.']);
    expect(after[0].id).toBe(before[0].id);
    expect(after[2].id).toBe(before[2].id);
  });

  it('builds the stored HTML, its hash, length and word count', () => {
    const built = buildPartHtml(['Hello &amp; welcome.', 'Second <b>line</b> here.']);
    expect(built.html).toBe(
      `<p data-p-id="${md5('Hello &amp; welcome.')}">Hello &amp; welcome.</p>\n` +
        `<p data-p-id="${md5('Second <b>line</b> here.')}">Second <b>line</b> here.</p>`,
    );
    expect(built.textHash).toBe(md5(built.html));
    expect(built.length).toBe('Hello & welcome.\nSecond line here.'.length);
    expect(built.wordCount).toBe(6);
    expect(parseParagraphs(built.html)).toEqual(built.paragraphs);
  });

  it('escapes text for HTML but keeps U+2028 raw', () => {
    expect(escapeHtml('</script> <!-- "q" & \'s\' \u2028')).toBe(
      '&lt;/script&gt; &lt;!-- &quot;q&quot; &amp; &#39;s&#39; \u2028',
    );
    expect(htmlToText(escapeHtml('</script> & "x" \u2028'))).toBe('</script> & "x" \u2028');
  });
});

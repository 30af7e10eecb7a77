import { describe, expect, it } from 'vitest';
import { richTextHtml } from './rich-text';

describe('richTextHtml', () => {
  it('makes paragraphs of plain text: a blank line starts one, a single break stays, markup is escaped', () => {
    expect(richTextHtml('  Yol çalışması var.\nGecikme olabilir.\n\n2 < 3 & Moda "iç"  ')).toBe(
      '<p>Yol çalışması var.<br>Gecikme olabilir.</p><p>2 &lt; 3 &amp; Moda &quot;iç&quot;</p>',
    );
  });

  it('takes HTML as it is, and nothing as nothing', () => {
    expect(richTextHtml('<p><strong>Kalın</strong></p>')).toBe('<p><strong>Kalın</strong></p>');
    expect(richTextHtml('   ')).toBe('');
  });
});

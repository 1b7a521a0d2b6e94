import { describe, expect, it } from 'vitest';
import { emojiByCode, emojiByToken, emojiPreview, emojis, insertToken, splitChatText } from '../../../../screens/chat/emoji';

describe('emoji set', () => {
  it('has one emoji for every code from 100 to 219, each with its own bracketed label and character', () => {
    expect(emojis.map((e) => e.code)).toEqual(Array.from({ length: 120 }, (_, i) => 100 + i));
    expect(new Set(emojis.map((e) => e.token)).size).toBe(120);
    expect(new Set(emojis.map((e) => e.char)).size).toBe(120);
    for (const emoji of emojis) expect(emoji.token).toMatch(/^\[[^[\]]{1,4}\]$/);
    expect(emojiByCode(100)).toMatchObject({ token: '[微笑]', char: '🙂' });
    expect(emojiByToken('[OK]')?.code).toBe(189);
    expect(emojiByCode(99)).toBeUndefined();
    expect(emojiByCode(220)).toBeUndefined();
  });
});

describe('splitChatText', () => {
  it('cuts known tokens out as emoji and keeps the rest as text', () => {
    expect(splitChatText('你好[微笑]，明天见[再见]')).toEqual([
      { kind: 'text', text: '你好' },
      { kind: 'emoji', emoji: emojiByToken('[微笑]') },
      { kind: 'text', text: '，明天见' },
      { kind: 'emoji', emoji: emojiByToken('[再见]') },
    ]);
    expect(splitChatText('[强][强]').map((part) => part.kind)).toEqual(['emoji', 'emoji']);
  });

  it('leaves unknown brackets, half tokens and markup as plain text', () => {
    expect(splitChatText('[不存在] [微笑 [OK')).toEqual([{ kind: 'text', text: '[不存在] [微笑 [OK' }]);
    const markup = '<img src=x onerror="alert(1)">[微笑]';
    expect(splitChatText(markup)[0]).toEqual({ kind: 'text', text: '<img src=x onerror="alert(1)">' });
    expect(splitChatText('')).toEqual([]);
  });

  it('previews text with the emoji drawn', () => {
    expect(emojiPreview('收到[OK][未知]')).toBe('收到👌[未知]');
  });
});

describe('insertToken', () => {
  it('replaces the selection with the token and puts the caret after it', () => {
    expect(insertToken('你好世界', 2, 2, '[微笑]')).toEqual({ text: '你好[微笑]世界', caret: 6 });
    expect(insertToken('你好世界', 2, 4, '[OK]')).toEqual({ text: '你好[OK]', caret: 6 });
    expect(insertToken('', 5, 9, '[强]')).toEqual({ text: '[强]', caret: 3 });
  });
});

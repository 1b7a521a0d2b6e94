import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ChatComposer } from '../../../../screens/chat/ChatComposer';
import { ChatText } from '../../../../screens/chat/ChatText';
import { i18n } from '../../../../shell/i18n';
import { renderScreen } from '../render-screen';

beforeAll(async () => {
  await i18n.changeLanguage('zh');
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => cleanup());

const t = (key: string) => key;

function renderComposer(accept = true) {
  const onSendText = vi.fn(() => accept);
  const onPickImage = vi.fn();
  renderScreen(<ChatComposer t={t} onSendText={onSendText} onPickImage={onPickImage} onOpenHistory={() => undefined} />);
  const box = screen.getByTestId('chat-input') as HTMLTextAreaElement;
  return { onSendText, onPickImage, box };
}

describe('ChatComposer', () => {
  it('Enter sends and empties the box; Shift+Enter and an input-method Enter do not send', () => {
    const { onSendText, box } = renderComposer();
    fireEvent.change(box, { target: { value: '今天供热正常' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(box, { key: 'Enter', isComposing: true });
    expect(onSendText).not.toHaveBeenCalled();
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSendText).toHaveBeenCalledWith('今天供热正常');
    expect(box.value).toBe('');
  });

  it('does not send blank text, and keeps the text when sending failed', () => {
    const { onSendText, box } = renderComposer(false);
    fireEvent.change(box, { target: { value: '  \n ' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSendText).not.toHaveBeenCalled();
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: '在吗' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(onSendText).toHaveBeenCalledWith('在吗');
    expect(box.value).toBe('在吗');
  });

  it('the emoji picker puts the bracketed label at the caret', async () => {
    const { box } = renderComposer();
    fireEvent.change(box, { target: { value: '你好世界' } });
    box.setSelectionRange(2, 2);
    fireEvent.click(screen.getByTestId('chat-emoji-button'));
    const smile = await screen.findByRole('button', { name: '[微笑]' });
    expect(screen.getByTestId('chat-emoji-picker').querySelectorAll('button')).toHaveLength(120);
    fireEvent.click(smile);
    expect(box.value).toBe('你好[微笑]世界');
    await waitFor(() => expect(screen.queryByTestId('chat-emoji-picker')).toBeNull());
  });

  it('hands a picked file to the caller and takes one image at a time', () => {
    const { onPickImage } = renderComposer();
    const input = screen.getByTestId('chat-image-input') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    expect(input.accept).toBe('image/png,image/jpeg,image/gif,image/webp,image/bmp');
    const file = new File([new Uint8Array([1, 2, 3])], 'a.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onPickImage).toHaveBeenCalledWith(file);
  });
});

describe('ChatText', () => {
  it('shows markup as text and draws known emoji', () => {
    renderScreen(<ChatText text={'<b onclick="x()">粗体</b>[微笑]'} />);
    const text = screen.getByTestId('chat-text');
    expect(text.textContent).toBe('<b onclick="x()">粗体</b>🙂');
    expect(text.querySelector('b')).toBeNull();
    expect(screen.getByRole('img', { name: '[微笑]' }).textContent).toBe('🙂');
  });
});

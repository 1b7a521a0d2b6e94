import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { keywordSearch } from '../../../../schemas/pages/page-texts';
import { renderPage, testPage } from './fixture';

afterEach(cleanup);

describe('page words in the interface language', () => {
  const schema = { ...testPage, search: keywordSearch };

  it('labels the shared keyword search in English and traditional Chinese, not in Simplified Chinese', async () => {
    renderPage({ schema, language: 'en' });
    const english = await screen.findByLabelText('Keyword');
    expect(english.getAttribute('placeholder')).toBe('Enter a keyword to search');
    expect(screen.queryByText('关键词')).toBeNull();
    cleanup();

    renderPage({ schema, language: 'zhtw' });
    const traditional = await screen.findByLabelText('關鍵詞');
    expect(traditional.getAttribute('placeholder')).toBe('請輸入關鍵詞查詢');
    cleanup();

    renderPage({ schema, language: 'zh' });
    const simplified = await screen.findByLabelText('关键词');
    await waitFor(() => expect(simplified.getAttribute('placeholder')).toBe('请输入关键词查询'));
  });
});

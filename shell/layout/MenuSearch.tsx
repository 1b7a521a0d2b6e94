/** The navbar search box (a magnifier at its start): type part of a menu title (typos allowed), pick an entry to open it. */
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, chakra, Input, InputGroup, Text } from '@chakra-ui/react';
import type { NavItem } from '../menu/menu-routes';
import { useMenu } from '../menu/menu-store';
import { menuTitle, type Translate } from '../menu/view-title';
import { ShellIcon } from './icons';
import type { SearchEntry } from './menu-search';
import { useOpenMenuItem } from './use-open-menu-item';

const MAX_RESULTS = 10;
const Option = chakra('li');

/** The search and Fuse.js (8 KB) are a chunk of their own, fetched on the box's first focus, not with every page. */
type SearchModule = typeof import('./menu-search');
const loadSearch = () => import('./menu-search');
const searchOf = (loaded: SearchModule, nav: readonly NavItem[], t: Translate) =>
  loaded.createMenuSearch(loaded.searchEntries(nav, (item) => menuTitle(item, t)));

export function MenuSearch() {
  const { t } = useTranslation();
  const { nav } = useMenu();
  const openItem = useOpenMenuItem();
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const [focused, setFocused] = useState(false);
  const [searchModule, setSearchModule] = useState<SearchModule>();
  const loading = useRef<Promise<SearchModule>>(undefined);
  const ensureSearch = () => {
    loading.current ??= loadSearch().then((loaded) => {
      setSearchModule(loaded);
      return loaded;
    });
    return loading.current;
  };
  // A new `t` comes with a new language: the titles searched are the translated ones.
  const search = useMemo(() => (searchModule ? searchOf(searchModule, nav, t) : undefined), [searchModule, nav, t]);
  const results = search ? search(query).slice(0, MAX_RESULTS) : [];
  // Until the search has loaded (a moment after the first focus) the list stays closed rather than saying "no result".
  const listOpen = focused && query.trim() !== '' && search !== undefined;

  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    setQuery('');
    setFocused(false);
    openItem(entry.item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setHighlight((h) => Math.min(h + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setHighlight((h) => Math.max(h - 1, 0));
    else if (event.key === 'Enter') {
      // Enter typed before the search has loaded picks what it finds once loaded.
      if (search) choose(results[highlight]);
      else void ensureSearch().then((loaded) => choose(searchOf(loaded, nav, t)(query)[0]));
    } else if (event.key === 'Escape') setQuery('');
    else return;
    event.preventDefault();
  };

  return (
    <Box position="relative" w="200px" data-testid="menu-search">
      <InputGroup
        startElement={<ShellIcon name="search" size={16} data-testid="menu-search-icon" />}
        startElementProps={{ color: 'fg.muted' }}
      >
        <Input
          size="sm"
          role="combobox"
          aria-label={t('navbar.search')}
          aria-expanded={listOpen}
          aria-controls="menu-search-results"
          aria-autocomplete="list"
          placeholder={t('navbar.search')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlight(0);
            // Typing again after choosing an entry (the box keeps the focus) opens the list again.
            setFocused(true);
          }}
          onFocus={() => {
            setFocused(true);
            void ensureSearch();
          }}
          onBlur={() => setTimeout(() => setFocused(false), 150)}
          onKeyDown={onKeyDown}
          bg="bg"
          color="fg"
        />
      </InputGroup>
      {listOpen ? (
        <chakra.ul
          id="menu-search-results"
          role="listbox"
          aria-label={t('navbar.search')}
          position="absolute"
          top="100%"
          right="0"
          mt="1"
          w="280px"
          maxH="320px"
          overflowY="auto"
          bg="bg.panel"
          color="fg"
          boxShadow="lg"
          borderRadius="md"
          borderWidth="1px"
          zIndex="dropdown"
          listStyleType="none"
          m="0"
          p="1"
        >
          {results.length === 0 ? (
            <Text as="li" px="3" py="2" fontSize="sm" color="fg.muted">
              {t('navbar.searchNoResult')}
            </Text>
          ) : (
            results.map((entry, index) => (
              <Option
                key={entry.item.id}
                role="option"
                aria-selected={index === highlight}
                px="3"
                py="2"
                borderRadius="sm"
                cursor="pointer"
                bg={index === highlight ? 'brand.subtle' : undefined}
                onMouseEnter={() => setHighlight(index)}
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(entry);
                }}
              >
                <Text fontSize="sm">{entry.title}</Text>
                {entry.trail ? (
                  <Text fontSize="xs" color="fg.muted">
                    {entry.trail}
                  </Text>
                ) : null}
              </Option>
            ))
          )}
        </chakra.ul>
      ) : null}
    </Box>
  );
}

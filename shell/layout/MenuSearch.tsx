/** The navbar search box (a magnifier at its start): type part of a menu title (typos allowed), pick an entry to open it. */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, chakra, Input, InputGroup, Text } from '@chakra-ui/react';
import { useMenu } from '../menu/menu-store';
import { menuTitle } from '../menu/view-title';
import { ShellIcon } from './icons';
import { createMenuSearch, searchEntries, type SearchEntry } from './menu-search';
import { useOpenMenuItem } from './use-open-menu-item';

const MAX_RESULTS = 10;
const Option = chakra('li');

export function MenuSearch() {
  const { t } = useTranslation();
  const { nav } = useMenu();
  const openItem = useOpenMenuItem();
  const [query, setQuery] = useState('');
  const [highlight, setHighlight] = useState(0);
  const [focused, setFocused] = useState(false);
  // A new `t` comes with a new language: the titles searched are the translated ones.
  const search = useMemo(() => createMenuSearch(searchEntries(nav, (item) => menuTitle(item, t))), [nav, t]);
  const results = search(query).slice(0, MAX_RESULTS);
  const listOpen = focused && query.trim() !== '';

  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    setQuery('');
    setFocused(false);
    openItem(entry.item);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setHighlight((h) => Math.min(h + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setHighlight((h) => Math.max(h - 1, 0));
    else if (event.key === 'Enter') choose(results[highlight]);
    else if (event.key === 'Escape') setQuery('');
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
          onFocus={() => setFocused(true)}
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

import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { GLOBAL_SEARCH_PATH, SEARCH_KEY_PARAM, searchHref, searchKeys } from './searchRoute';

/** `header`: light text on the header's primary colour; `page`: an ordinary field on a surface. */
export type SearchBoxTone = 'header' | 'page';

const Box = styled.form`
  display: flex;
  align-items: center;
  height: 30px;
  width: 220px;
  border: 1px solid rgba(255, 255, 255, 0.45);
  border-radius: ${({ theme }) => theme.radius.round};
  background: rgba(255, 255, 255, 0.16);
  color: ${({ theme }) => theme.colors.text.inverse};

  &[data-tone='page'] {
    width: min(480px, 100%);
    height: 34px;
    border-color: ${({ theme }) => theme.colors.border.base};
    background: ${({ theme }) => theme.colors.background.surface};
    color: ${({ theme }) => theme.colors.text.primary};
  }
  &:focus-within {
    outline: 2px solid currentColor;
    outline-offset: 1px;
  }
  &[data-tone='page']:focus-within {
    outline-color: ${({ theme }) => theme.colors.focusRing};
  }

  input {
    flex: 1;
    min-width: 0;
    height: 100%;
    padding: 0 ${({ theme }) => theme.spacing.md};
    border: 0;
    background: transparent;
    color: inherit;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    outline: none;
  }
  input::placeholder {
    color: inherit;
    opacity: 0.75;
  }
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 100%;
    padding: 0;
    border: 0;
    border-radius: 0 ${({ theme }) => `${theme.radius.round} ${theme.radius.round}`} 0;
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  button:hover {
    background: rgba(255, 255, 255, 0.16);
  }
  &[data-tone='page'] button:hover {
    background: ${({ theme }) => theme.colors.primaryBackground};
  }
`;

function SearchIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="none">
      <circle cx="7" cy="7" r="4.5" stroke="currentColor" strokeWidth="1.5" />
      <path d="m10.5 10.5 3 3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The 全局搜索 field (spec 000 §2.3): it opens /global-search?searchkey=…; on that page already
 * it only refreshes the list, in place (no new history entry, no remount).
 */
export function GlobalSearchBox({ tone = 'header' }: { tone?: SearchBoxTone }) {
  const { t } = useTranslation();
  const inputId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const onSearchPage = location.pathname === GLOBAL_SEARCH_PATH;
  const shownKeyword = onSearchPage ? (searchParams.get(SEARCH_KEY_PARAM) ?? '') : '';

  const [text, setText] = useState(shownKeyword);
  // Follow the page's keyword when it changes from elsewhere (the other box, history).
  const [followed, setFollowed] = useState(shownKeyword);
  if (followed !== shownKeyword) {
    setFollowed(shownKeyword);
    setText(shownKeyword);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) return;
    if (!onSearchPage) {
      void navigate(searchHref(keyword));
      return;
    }
    if (keyword === shownKeyword.trim()) {
      void queryClient.invalidateQueries({ queryKey: searchKeys.results });
      return;
    }
    const next = new URLSearchParams(searchParams);
    next.set(SEARCH_KEY_PARAM, keyword);
    void navigate({ search: `?${next}` }, { replace: true });
  };

  return (
    <Box role="search" aria-label={t('search.box')} data-tone={tone} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.box')}
      </label>
      <input
        id={inputId}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" aria-label={t('search.submit')}>
        <SearchIcon />
      </button>
    </Box>
  );
}

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { type InboxItem, ITEM_KINDS, ITEM_STATUSES, type ItemList, isReversedRange, type StaffSession } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { adminFetch, errorText, filterQuery } from './adminApi.ts';
import {
  DELIVERY_LABELS,
  formatDateTime,
  formatPhone,
  KIND_LABELS,
  regionLabel,
  STATUS_LABELS,
  telHrefOf,
  URGENCY_LABELS,
} from './labels.ts';
import { LiveBadge } from './live/LiveBadge.tsx';
import { useOfferUndo } from './UndoClose.tsx';
import { isShortcutKey } from './useCloseKey.ts';
import { ViewingMark } from './viewing.tsx';

const FILTERS = ['q', 'region', 'kind', 'status', 'urgency', 'assignee', 'from', 'to', 'sort'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;
/** The urgency filter's choices, most urgent first (then "Not an emergency"). */
const URGENCY_CHOICES = ['emergency', 'urgent', 'routine', 'unknown'] as const;

/** The list: filters and search (kept in the URL), counts per status, emergencies first, live, keyboard. */
export function InboxPage({ session }: { session: StaffSession }) {
  const [params, setParams] = useSearchParams();
  const filters: Filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name) ?? undefined]));
  const apiFilters = { ...filters, from: dayStart(filters.from), to: dayStart(filters.to, 1) };
  // A From after the To (decision 0256): Apply refuses it and keeps the list; a link that has one asks nothing.
  // The refusal holds for the filters it was made on: following a status link or applying others ends it.
  const [refusedOn, setRefusedOn] = useState<string | null>(null);
  const linkedRangeReversed = isReversedRange(filters.from, filters.to);
  const rangeReversed = refusedOn === params.toString() || linkedRangeReversed;
  const list = useInfiniteQuery({
    queryKey: ['items', apiFilters],
    queryFn: ({ pageParam }) => adminFetch<ItemList>(`/api/admin/items${filterQuery({ ...apiFilters, cursor: pageParam })}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: !linkedRangeReversed,
  });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const counts = list.data?.pages[0]?.counts;

  const queryClient = useQueryClient();
  const offerUndo = useOfferUndo();
  const close = useMutation({
    mutationFn: (item: InboxItem) => adminFetch(`/api/admin/items/${item.id}`, { method: 'PATCH', body: { status: 'closed' } }),
    onSuccess: (_detail, item) =>
      offerUndo({
        id: item.id,
        name: item.name ?? KIND_LABELS[item.kind],
        previous: item.status,
        onUndone: () => focusRow(item.id),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['items'] }),
  });
  // e on a closed item does nothing (nor does it move on): only an open item is closed, and offers Undo.
  const listRef = useKeyboardShortcuts((id) => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item || item.status === 'closed') return false;
    close.mutate(item);
    return true;
  }, items.length);
  // The filters beyond search sit behind a button at every width, so the list starts high on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = FILTERS.filter((name) => name !== 'q' && name !== 'sort' && name !== 'assignee' && filters[name]).length;
  const now = useNow(60_000);

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    if (isReversedRange(String(form.get('from') ?? '') || undefined, String(form.get('to') ?? '') || undefined)) {
      setRefusedOn(params.toString());
      setFiltersOpen(true);
      event.currentTarget.querySelector<HTMLInputElement>('#filter-from')?.focus();
      return;
    }
    setRefusedOn(null);
    const next = new URLSearchParams();
    for (const name of FILTERS) {
      // The view (Mine, Unassigned) is a link of its own above the list, kept as it is.
      const value = name === 'assignee' ? (filters.assignee ?? '') : String(form.get(name) ?? '').trim();
      // The default order stays out of the URL.
      if (value && !(name === 'sort' && value === 'newest')) next.set(name, value);
    }
    setParams(next);
  }

  return (
    <main id="main" className="admin-main">
      <h1 className="admin-title">{ADMIN_COPY.title}</h1>
      <form className="admin-filters" onSubmit={applyFilters} key={params.toString()}>
        <div className="admin-field admin-field-wide">
          <label htmlFor="filter-q">{ADMIN_COPY.search}</label>
          <input id="filter-q" name="q" type="search" defaultValue={filters.q} placeholder={ADMIN_COPY.searchPlaceholder} />
        </div>
        <button
          type="button"
          className="admin-button admin-filters-toggle"
          aria-expanded={filtersOpen}
          aria-controls="admin-more-filters"
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {ADMIN_COPY.filters(activeFilters)}
        </button>
        <div id="admin-more-filters" className="admin-more-filters" data-open={filtersOpen}>
          <Select
            name="region"
            label="Region"
            value={filters.region}
            options={session.staff.regions.map((key) => [key, regionLabel(key)])}
          />
          <Select name="kind" label="Kind" value={filters.kind} options={ITEM_KINDS.map((kind) => [kind, KIND_LABELS[kind]])} />
          <Select
            name="status"
            label="Status"
            value={filters.status}
            options={ITEM_STATUSES.map((status) => [status, STATUS_LABELS[status]])}
          />
          <Select
            name="urgency"
            label={ADMIN_COPY.urgency}
            value={filters.urgency}
            options={[
              ...URGENCY_CHOICES.map((urgency): [string, string] => [urgency, URGENCY_LABELS[urgency]]),
              ['other', ADMIN_COPY.notEmergency],
            ]}
          />
          <div className="admin-field">
            <label htmlFor="filter-sort">{ADMIN_COPY.sort}</label>
            <select id="filter-sort" name="sort" defaultValue={filters.sort ?? 'newest'}>
              <option value="newest">{ADMIN_COPY.sortNewest}</option>
              <option value="urgency">{ADMIN_COPY.sortUrgency}</option>
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor="filter-from">From</label>
            <input id="filter-from" name="from" type="date" defaultValue={filters.from} {...rangeInvalid(rangeReversed)} />
          </div>
          <div className="admin-field">
            <label htmlFor="filter-to">To</label>
            <input id="filter-to" name="to" type="date" defaultValue={filters.to} {...rangeInvalid(rangeReversed)} />
          </div>
        </div>
        {rangeReversed ? (
          <p id="filter-range-error" className="admin-error" role="alert">
            {ADMIN_COPY.reversedRange}
          </p>
        ) : null}
        <div className="admin-filter-actions">
          <button type="submit" className="admin-button admin-button-primary">
            Apply
          </button>
          <a className="admin-button" href={`/api/admin/export.csv${filterQuery(apiFilters)}`} download>
            {ADMIN_COPY.exportCsv}
          </a>
        </div>
      </form>

      <div className="admin-list-bar">
        <nav aria-label={ADMIN_COPY.views} className="admin-views">
          <ul>
            {VIEWS.map(([assignee, label]) => {
              const next = new URLSearchParams(params);
              if (assignee) next.set('assignee', assignee);
              else next.delete('assignee');
              return (
                <li key={label}>
                  <Link to={`?${next}`} aria-current={(filters.assignee ?? '') === assignee ? 'page' : undefined}>
                    {label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        {counts ? (
          <nav aria-label="Status" className="admin-counts">
            <ul>
              {ITEM_STATUSES.map((status) => {
                const next = new URLSearchParams(params);
                next.set('status', status);
                return (
                  <li key={status}>
                    <Link to={`?${next}`} aria-current={filters.status === status ? 'true' : undefined}>
                      {STATUS_LABELS[status]}{' '}
                      <span className="admin-count">
                        {list.data?.pages[0]?.countsAtLeast.includes(status) ? ADMIN_COPY.countAtLeast(counts[status]) : counts[status]}
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className="admin-hint">{ADMIN_COPY.shortcuts}</p>

      {list.isError ? (
        <p className="admin-error" role="alert">
          {errorText(list.error)}
        </p>
      ) : null}
      {list.isLoading ? <p aria-live="polite">Loading…</p> : null}
      {list.isSuccess && items.length === 0 ? <p>{ADMIN_COPY.noItems}</p> : null}
      <ul className="admin-items" ref={listRef} aria-label="Items">
        {items.map((item) => (
          <ItemRow key={item.id} item={item} now={now} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <button type="button" className="admin-button" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {ADMIN_COPY.loadMore}
        </button>
      ) : null}
    </main>
  );
}

/**
 * One line a row at a desk (issue 34.14): name, marks, what it is about, the wait while it is New, who has
 * it, and the call link; on a phone two short lines. Each cell is cut with an ellipsis, never wrapped.
 */
function ItemRow({ item, now }: { item: InboxItem; now: number }) {
  const tel = telHrefOf(item.phone);
  const name = item.name ?? ADMIN_COPY.noName;
  const waitingSince = item.lastVisitorAt ?? item.createdAt;
  return (
    <li className={`admin-item${item.emergency ? ' admin-item-emergency' : ''}`} data-item-id={item.id} data-status={item.status}>
      <Link to={`/admin/items/${item.id}`} className="admin-item-link">
        {name}
      </Link>
      <span className="admin-item-marks">
        {item.emergency ? <strong className="admin-badge admin-badge-emergency">{ADMIN_COPY.emergency}</strong> : null}
        {!item.emergency && item.urgency && item.urgency !== 'emergency' ? (
          <span className={`admin-badge admin-badge-${item.urgency}`}>{URGENCY_LABELS[item.urgency]}</span>
        ) : null}
        <span className="admin-badge">{STATUS_LABELS[item.status]}</span>
        {!item.complete ? <span className="admin-badge">{ADMIN_COPY.incomplete}</span> : null}
        <LiveBadge itemId={item.id} />
        <ViewingMark itemId={item.id} />
      </span>
      <span className="admin-item-about">
        {item.issue ? <span className="admin-item-issue">{item.issue} · </span> : null}
        <span className="admin-item-meta">
          {KIND_LABELS[item.kind]} · {regionLabel(item.region)} · {item.city ?? 'City unknown'}
          {item.delivery ? ` · ${DELIVERY_LABELS[item.delivery]}` : ''}
        </span>
      </span>
      <span className="admin-item-when">
        {item.status === 'new' ? (
          <time dateTime={waitingSince} className="admin-item-wait" title={formatDateTime(waitingSince)}>
            {ADMIN_COPY.waiting(minutesBetween(waitingSince, now))}
          </time>
        ) : (
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        )}
      </span>
      <span className={`admin-item-owner${item.assigneeName ? '' : ' admin-item-unowned'}`}>
        {item.assigneeName ?? ADMIN_COPY.viewUnassigned}
      </span>
      {tel ? (
        <a className="admin-call" href={tel}>
          Call <span className="admin-call-number">{formatPhone(item.phone ?? '')}</span>
        </a>
      ) : (
        <span className="admin-call" />
      )}
    </li>
  );
}

/** Whole minutes from an instant to now (never below zero: a clock a little ahead says "< 1 min"). */
function minutesBetween(iso: string, now: number): number {
  return Math.max(0, Math.floor((now - Date.parse(iso)) / 60_000));
}

/** The list's ownership views: the `assignee` filter's value ('' for every item) and its label. */
const VIEWS: readonly [string, string][] = [
  ['', ADMIN_COPY.viewAll],
  ['me', ADMIN_COPY.viewMine],
  ['none', ADMIN_COPY.viewUnassigned],
];

/** The current time, again every `tick` ms (the rows' waiting times count on). */
function useNow(tick: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tick);
    return () => clearInterval(timer);
  }, [tick]);
  return now;
}

function Select(props: { name: string; label: string; value: string | undefined; options: [string, string][] }) {
  const id = `filter-${props.name}`;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{props.label}</label>
      <select id={id} name={props.name} defaultValue={props.value ?? ''}>
        <option value="">All</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A date input's marks while the range is reversed: invalid, and described by the alert that says why. */
function rangeInvalid(reversed: boolean) {
  return reversed ? { 'aria-invalid': true, 'aria-describedby': 'filter-range-error' } : {};
}

/** A date input's day as an ISO instant at local midnight (plus `addDays`), for the API's from/to. */
function dayStart(day: string | undefined, addDays = 0): string | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + addDays).toISOString();
}

/** Puts the focus on an item's row link, when the row is listed. */
function focusRow(id: number): void {
  document.querySelector<HTMLAnchorElement>(`.admin-items [data-item-id="${id}"] .admin-item-link`)?.focus();
}

/** The item whose link had the focus last: it has it again when the office comes back to the list. */
let lastFocusedItem: string | null = null;

/**
 * j / k move between items, Enter opens (the focused link), e closes the focused item and moves to the next;
 * not while typing. Coming back from an item, its link has the focus again.
 */
function useKeyboardShortcuts(closeItem: (id: number) => boolean, itemCount: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();
  const latestClose = useRef(closeItem);
  latestClose.current = closeItem;
  useEffect(() => {
    const list = listRef.current;
    const remember = (event: FocusEvent) => {
      const id = (event.target as HTMLElement).closest('[data-item-id]')?.getAttribute('data-item-id');
      if (id) lastFocusedItem = id;
    };
    list?.addEventListener('focusin', remember);
    return () => list?.removeEventListener('focusin', remember);
  }, []);
  useEffect(() => {
    if (itemCount === 0 || !lastFocusedItem || document.activeElement !== document.body) return;
    listRef.current?.querySelector<HTMLAnchorElement>(`[data-item-id="${lastFocusedItem}"] .admin-item-link`)?.focus();
  }, [itemCount]);
  useEffect(() => {
    const links = () => [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('.admin-item-link') ?? [])];
    const onKey = (event: KeyboardEvent) => {
      if (!isShortcutKey(event)) return;
      const all = links();
      const current = all.indexOf(document.activeElement as HTMLAnchorElement);
      if (event.key === 'j' || event.key === 'k') {
        event.preventDefault();
        const next = event.key === 'j' ? Math.min(current + 1, all.length - 1) : Math.max(current - 1, 0);
        all[next]?.focus();
      } else if (event.key === 'Enter' && current < 0 && all[0]) {
        navigate(all[0].getAttribute('href') ?? '/admin');
      } else if (event.key === 'e' && current >= 0) {
        const id = Number(all[current]?.closest('[data-item-id]')?.getAttribute('data-item-id'));
        if (Number.isInteger(id) && latestClose.current(id)) all[current + 1]?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate]);
  return listRef;
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ITEM_STATUSES, type ItemDetail, type ItemPatch, type StaffMember, type StaffSession } from '@tod/domain/contracts';
import { ADMIN_COPY } from '@tod/domain/facts';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { adminFetch, errorText } from './adminApi.ts';
import { usePageTitle } from './alerts/useTabTitle.ts';
import { assignableStaff } from './assignableStaff.ts';
import { contactFieldRows } from './contactFields.ts';
import {
  DELIVERY_LABELS,
  formatDateTime,
  formatPhone,
  KIND_LABELS,
  regionLabel,
  STATUS_LABELS,
  telHrefOf,
  URGENCY_DESCRIPTIONS,
} from './labels.ts';
import { LiveChat, useLiveThread } from './live/LiveChat.tsx';
import { withoutLiveLines } from './live/thread.ts';
import { NoteForm } from './NoteForm.tsx';
import { StatusActions } from './StatusActions.tsx';
import { useOfferUndo } from './UndoClose.tsx';
import { useCloseKey } from './useCloseKey.ts';
import { useViewingHeartbeat } from './viewing.tsx';

/** One item: the lead or request, click-to-call, the transcript, the history, and the actions. */
export function ItemPage({ session }: { session: StaffSession }) {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const detail = useQuery({ queryKey: ['item', id], queryFn: () => adminFetch<ItemDetail>(`/api/admin/items/${id}`) });
  const staff = useQuery({
    queryKey: ['staff'],
    queryFn: () => adminFetch<{ staff: StaffMember[] }>('/api/admin/staff'),
    staleTime: 300_000,
  });

  const onChanged = (updated: ItemDetail) => {
    queryClient.setQueryData(['item', id], updated);
    void queryClient.invalidateQueries({ queryKey: ['items'] });
  };
  const patch = useMutation({
    mutationFn: (body: ItemPatch) => adminFetch<ItemDetail>(`/api/admin/items/${id}`, { method: 'PATCH', body }),
    onSuccess: onChanged,
  });
  const addNote = useMutation({
    mutationFn: (text: string) => adminFetch<ItemDetail>(`/api/admin/items/${id}/notes`, { method: 'POST', body: { text } }),
    onSuccess: onChanged,
  });
  const erase = useMutation({
    mutationFn: () => adminFetch(`/api/admin/erasures`, { method: 'POST', body: { itemId: id } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['items'] });
      navigate('/admin');
    },
  });

  const item = detail.data?.item;
  // The live chat's lines are shown there, not again in the transcript (a contact request has no chat).
  const liveThread = useLiveThread(id, item !== undefined && item.kind !== 'contact');
  // Opening an item (click or keyboard) unmounts the link that had the focus: the heading takes it, so a
  // screen reader announces the item and Tab goes on from there. Once per item, not on each live refetch.
  const heading = useRef<HTMLHeadingElement>(null);
  const statusSelect = useRef<HTMLSelectElement>(null);
  const arrived = !detail.isPending;
  useEffect(() => {
    if (arrived && id) heading.current?.focus();
  }, [arrived, id]);
  const offerUndo = useOfferUndo();
  useCloseKey(() => {
    if (!item || item.status === 'closed' || patch.isPending) return;
    const closing = { id, name: item.name ?? KIND_LABELS[item.kind], previous: item.status, onUndone: () => statusSelect.current?.focus() };
    patch.mutate({ status: 'closed' }, { onSuccess: () => offerUndo(closing) });
  });
  usePageTitle(item ? (item.name ?? KIND_LABELS[item.kind]) : undefined);
  const viewers = useViewingHeartbeat(item ? id : 0);

  if (detail.isPending)
    return (
      <main id="main" className="admin-main">
        <h1 className="admin-title">Item</h1>
        <p aria-live="polite">Loading…</p>
      </main>
    );
  if (detail.isError || !detail.data || !item) {
    return (
      <main id="main" className="admin-main">
        <h1 className="admin-title" ref={heading} tabIndex={-1}>
          Item not found
        </h1>
        <p>{detail.error?.message}</p>
        <Link to="/admin">{ADMIN_COPY.back}</Link>
      </main>
    );
  }
  const tel = telHrefOf(item.phone);
  const mutationError = patch.error ?? erase.error;

  return (
    <main id="main" className="admin-main admin-detail">
      <p>
        <Link to="/admin">← {ADMIN_COPY.back}</Link>
      </p>
      <h1 className="admin-title" ref={heading} tabIndex={-1}>
        {item.name ?? ADMIN_COPY.noName}
        {item.emergency ? <strong className="admin-badge admin-badge-emergency">{ADMIN_COPY.emergency}</strong> : null}
      </h1>
      {/* Colleagues with this item open (decision 0433): said once when it changes, never an interruption. */}
      <p className="admin-viewing" aria-live="polite">
        {viewers.length ? ADMIN_COPY.viewing(viewers.map((viewer) => viewer.name)) : null}
      </p>
      {/* First after the name (issue 34.13): on a phone, Join and the reply box are on the first screen. */}
      {item.kind !== 'contact' ? <LiveChat itemId={id} session={session} region={item.region} /> : null}
      <section className="admin-card" aria-labelledby="lead-heading">
        <h2 id="lead-heading">{KIND_LABELS[item.kind]}</h2>
        <dl className="admin-fields">
          <dt>Phone</dt>
          <dd>
            {tel ? (
              <a className="admin-call" href={tel}>
                {formatPhone(item.phone ?? '')}
              </a>
            ) : (
              (item.phone ?? '—')
            )}
          </dd>
          <dt>City</dt>
          <dd>{item.city ?? '—'}</dd>
          <dt>Issue</dt>
          <dd>{item.issue ?? '—'}</dd>
          <dt>Urgency</dt>
          <dd>{URGENCY_DESCRIPTIONS[item.urgency ?? 'unknown']}</dd>
          <dt>Region</dt>
          <dd>{regionLabel(item.region)}</dd>
          <dt>Came in</dt>
          <dd>
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </dd>
          <dt>Source</dt>
          <dd>{item.source ?? (item.kind === 'contact' ? 'Contact form' : 'Chat')}</dd>
          <dt>Office mail</dt>
          <dd>{item.delivery ? DELIVERY_LABELS[item.delivery] : 'Not sent (lead incomplete)'}</dd>
        </dl>
      </section>

      <section className="admin-card admin-actions" aria-labelledby="actions-heading">
        <h2 id="actions-heading">Work</h2>
        <div className="admin-field">
          <label htmlFor="item-status">{ADMIN_COPY.status}</label>
          <select
            id="item-status"
            ref={statusSelect}
            value={item.status}
            onChange={(event) => patch.mutate({ status: event.target.value as ItemPatch['status'] })}
          >
            {ITEM_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="item-assignee">{ADMIN_COPY.assignee}</label>
          <select
            id="item-assignee"
            value={item.assigneeId ?? ''}
            onChange={(event) => patch.mutate({ assigneeId: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{ADMIN_COPY.unassigned}</option>
            {/* Only the staff of the item's region can take it (the server refuses anyone else). */}
            {assignableStaff(staff.data?.staff ?? [], item).map((member) => (
              <option key={member.id} value={member.id}>
                {member.label}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-button-row">
          <StatusActions
            status={item.status}
            pending={patch.isPending}
            // The button pressed goes with the status it set: the focus moves to the Status menu, which reads it out.
            onSet={(status) => patch.mutate({ status }, { onSuccess: () => statusSelect.current?.focus() })}
          />
          {session.staff.role === 'owner' ? (
            <button
              type="button"
              className="admin-button admin-button-danger"
              onClick={() => {
                if (window.confirm(ADMIN_COPY.eraseConfirm)) erase.mutate();
              }}
            >
              {ADMIN_COPY.erase}
            </button>
          ) : null}
        </div>
        {mutationError ? (
          <p className="admin-error" role="alert">
            {errorText(mutationError)}
          </p>
        ) : null}
      </section>

      {detail.data.contactFields ? (
        <section className="admin-card" aria-labelledby="form-heading">
          <h2 id="form-heading">{ADMIN_COPY.contactFormHeading}</h2>
          <dl className="admin-fields admin-contact-fields">
            {contactFieldRows(detail.data.contactFields).map((row) => (
              <div key={row.field} className="admin-field-pair">
                <dt>{row.label}</dt>
                <dd>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {detail.data.partnerContext ? (
        <section className="admin-card" aria-labelledby="partner-heading">
          <h2 id="partner-heading">{ADMIN_COPY.partnerHeading}</h2>
          <dl className="admin-fields">
            {detail.data.partnerContext.pageContext ? (
              <div className="admin-field-pair">
                <dt>{ADMIN_COPY.partnerPage}</dt>
                <dd>{detail.data.partnerContext.pageContext}</dd>
              </div>
            ) : null}
            {detail.data.partnerContext.visitor ? (
              <div className="admin-field-pair">
                <dt>{ADMIN_COPY.partnerVisitor}</dt>
                <dd>
                  {Object.entries(detail.data.partnerContext.visitor)
                    .map(([field, value]) => `${field} ${value}`)
                    .join(', ')}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      ) : null}

      {item.kind !== 'contact' ? (
        <section className="admin-card" aria-labelledby="transcript-heading">
          <h2 id="transcript-heading">{ADMIN_COPY.transcript}</h2>
          <ol className="admin-transcript">
            {withoutLiveLines(detail.data.transcript, liveThread.data?.events ?? []).map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: transcript lines have no id and never reorder.
              <li key={index} className={`admin-line admin-line-${line.role}`}>
                <span className="admin-line-who">
                  {line.role === 'user' ? 'Visitor' : line.role === 'staff' ? (line.staffFirstName ?? 'Office') : 'T.O.D.'}
                </span>
                {line.at ? <time dateTime={line.at}> {formatDateTime(line.at)}</time> : null}
                <p>{line.content}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <section className="admin-card" aria-labelledby="history-heading">
        <h2 id="history-heading">{ADMIN_COPY.history}</h2>
        <ol className="admin-history">
          {detail.data.history.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.staffEmail ?? 'Someone'}:{' '}
              {entry.action === 'note'
                ? entry.note
                : entry.action === 'status'
                  ? `status ${STATUS_LABELS[entry.from as keyof typeof STATUS_LABELS] ?? entry.from} → ${STATUS_LABELS[entry.to as keyof typeof STATUS_LABELS] ?? entry.to}`
                  : `assigned to ${entry.to ?? 'nobody'}`}
            </li>
          ))}
        </ol>
        <NoteForm
          key={id}
          onAdd={(text) => addNote.mutateAsync(text)}
          pending={addNote.isPending}
          error={addNote.error ? errorText(addNote.error) : undefined}
        />
      </section>
    </main>
  );
}

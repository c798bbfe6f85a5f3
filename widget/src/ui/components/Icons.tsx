import type { ComponentChildren } from 'preact';

/** Inline icons: decorative, hidden from assistive technology (the buttons carry the names). */
function Icon({ class: className, width = '2', children }: { class: string; width?: string; children: ComponentChildren }) {
  return (
    <svg
      class={className}
      viewBox="0 0 24 24"
      aria-hidden
      fill="none"
      stroke="currentColor"
      stroke-width={width}
      stroke-linecap="round"
      stroke-linejoin="round"
    >
      {children}
    </svg>
  );
}

export function ChatIcon({ class: className = 'tod-icon' }: { class?: string }) {
  return (
    <Icon class={className}>
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12z" />
    </Icon>
  );
}

export function HelpIcon({ class: className = 'tod-icon' }: { class?: string }) {
  return (
    <Icon class={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17.5h.01" />
    </Icon>
  );
}

export function PhoneIcon({ class: className = 'tod-icon' }: { class?: string }) {
  return (
    <Icon class={className}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />
    </Icon>
  );
}

export function CloseIcon({ class: className = 'tod-icon' }: { class?: string }) {
  return (
    <Icon class={className} width="2.2">
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  );
}

export function SendIcon({ class: className = 'tod-icon' }: { class?: string }) {
  return (
    <Icon class={className} width="2.2">
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  );
}

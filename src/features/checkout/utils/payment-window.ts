// A tab opened during the click, before the booking is saved, so pop-up blockers let it through.

export interface PaymentWindow {
  /** Sends the tab to the payment page; opens one if the browser blocked the first. */
  go(url: string): void;
  /** The save failed: the blank tab goes away. */
  close(): void;
}

/** Call synchronously inside the click handler; `waitingText` fills the tab while it waits. */
export function openPaymentWindow(waitingText: string): PaymentWindow {
  const tab = window.open('', '_blank');
  if (tab) {
    // The payment site must not reach back into the checkout page.
    tab.opener = null;
    tab.document.title = waitingText;
    tab.document.body.textContent = waitingText;
  }
  return {
    go(url) {
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    close() {
      tab?.close();
    },
  };
}

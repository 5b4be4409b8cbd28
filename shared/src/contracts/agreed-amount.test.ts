import { agreedAmountLabel, agreedAmountOf, agreedAmountSource } from './agreed-amount';
import { paymentStatusLabel, paymentStatusOf } from './payment-status';

describe("a job's agreed amount (issue 36)", () => {
  it('is the accepted bid when a proposal was accepted, not the budget', () => {
    // The tea job of the demo: budget 600, Ava's accepted bid 580.
    expect(agreedAmountOf({ salary: 600, acceptedBid: 580, fromBrief: false })).toEqual({ amount: 580, basis: 'bid' });
  });

  it("is the brief's amount for a job hired from a project brief", () => {
    expect(agreedAmountOf({ salary: 450, acceptedBid: null, fromBrief: true })).toEqual({
      amount: 450,
      basis: 'brief',
    });
  });

  it('is the budget, labelled as a budget, while nothing is agreed', () => {
    const open = agreedAmountOf({ salary: 320, acceptedBid: null, fromBrief: false });
    expect(open).toEqual({ amount: 320, basis: 'budget' });
    expect(agreedAmountLabel(open.basis)).toBe('Budget');
    expect(agreedAmountSource(open.basis)).toBe('nothing agreed yet');
  });

  it('says "Agreed amount" and where it comes from once something is agreed', () => {
    expect(agreedAmountLabel('bid')).toBe('Agreed amount');
    expect(agreedAmountSource('bid')).toBe('accepted bid');
    expect(agreedAmountLabel('brief')).toBe('Agreed amount');
    expect(agreedAmountSource('brief')).toBe('project brief');
  });

  it('keeps a bid of zero (a favour) rather than falling back to the budget', () => {
    expect(agreedAmountOf({ salary: 100, acceptedBid: 0, fromBrief: false })).toEqual({ amount: 0, basis: 'bid' });
  });
});

describe("a job's payment status (issue 36)", () => {
  const at = '2026-05-01T10:00:00.000Z';

  it('is nothing while the work is not accepted, or when the job closed with nothing owed', () => {
    for (const status of ['active', 'progress', 'paused', 'review', 'closed']) {
      expect(paymentStatusOf({ status, paidAt: null, paymentConfirmedAt: null })).toBeNull();
    }
    expect(paymentStatusLabel(null)).toBe('Not due yet');
  });

  it('is due once the work is accepted, then marked paid, then confirmed received', () => {
    expect(paymentStatusOf({ status: 'completed', paidAt: null, paymentConfirmedAt: null })).toBe('pending');
    expect(paymentStatusOf({ status: 'completed', paidAt: at, paymentConfirmedAt: null })).toBe('paid');
    expect(paymentStatusOf({ status: 'completed', paidAt: at, paymentConfirmedAt: at })).toBe('confirmed');
    expect(['pending', 'paid', 'confirmed'].map((s) => paymentStatusLabel(s as 'pending'))).toEqual([
      'Payment due',
      'Marked paid',
      'Confirmed received',
    ]);
  });

  it("is confirmed on the freelancer's word even without the client's mark", () => {
    expect(paymentStatusOf({ status: 'completed', paidAt: null, paymentConfirmedAt: at })).toBe('confirmed');
  });

  it('is disputed while a dispute is open on the job', () => {
    expect(paymentStatusOf({ status: 'disputes', paidAt: null, paymentConfirmedAt: null })).toBe('disputed');
    expect(paymentStatusLabel('disputed')).toBe('Disputed');
  });

  it('never says released or refundable', () => {
    const words = [null, 'pending', 'paid', 'confirmed', 'disputed'].map((s) => paymentStatusLabel(s as 'pending'));
    expect(words.join(' ')).not.toMatch(/releas|refund/i);
  });
});

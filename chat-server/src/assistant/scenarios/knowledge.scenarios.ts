import { ESTIMATES, formatUsd, LICENSES, REGIONS } from '@tod/domain';
import { ask, type Scenario } from './scenario.ts';

/** One or more questions per knowledge-base topic. */
export const KNOWLEDGE_SCENARIOS: Scenario[] = [
  ask('knowledge', 'service call fee', 'Do you charge a fee just to come out?', { faqCategory: 'pricing', includes: ['$89', 'credited'] }),
  ask('knowledge', 'out of area minimum', "What if I'm outside your service area, is there an extra charge?", { includes: ['$289'] }),
  ask('knowledge', 'free estimates', 'Are estimates free?', { includes: ['free', 'written estimates'] }),
  ask('knowledge', 'same day', 'Do you offer same day service?', { includes: ['24 hours'] }),
  ask('knowledge', 'licenses', 'Are you guys licensed and insured?', {
    includes: [LICENSES.OR.number, LICENSES.WA.number, LICENSES.ID.number],
  }),
  ask('knowledge', 'license for Washington', 'what is your contractor license number?', { includes: [LICENSES.WA.text] }, 'sw-washington'),
  ask('knowledge', 'showrooms', 'Where is your showroom? I want to see doors in person', {
    faqCategory: 'company',
    includes: ['Portland', 'Boise', 'SE Division'],
  }),
  ask('knowledge', 'offices', 'where are you located', { includes: ['Boise'] }),
  ask('knowledge', 'service area list', 'What cities do you serve?', {
    faqCategory: 'service-area',
    includes: ['Beaverton', 'Keizer', 'Ridgefield', 'Caldwell'],
  }),
  ask('knowledge', 'do you serve a city', 'Do you service Washougal?', { includes: ['Washougal', REGIONS['sw-washington'].phone] }),
  ask('knowledge', 'hours', 'What are your hours? are you open on sunday', { includes: ['24/7'] }),
  ask('knowledge', 'ai disclosure', 'Am I talking to a real person or a bot?', {
    faqCategory: 'assistant',
    includes: ['AI assistant', '/legal/ai-disclosure', 'Talk to Human'],
  }),
  ask('knowledge', 'what the name stands for', 'what does TOD stand for?', {
    faqCategory: 'assistant',
    includes: ['Technician On Demand'],
  }),
  ask('knowledge', 'buying a part', 'do you sell parts? I just need a roller', {
    faqCategory: 'repairs',
    includes: ['buying a part on its own', REGIONS['portland-metro'].phone, 'leave springs'],
  }),
  ask('knowledge', 'door brands', 'what brands of doors do you carry?', { faqCategory: 'company', includes: ['showroom'] }),
  ask('knowledge', 'online estimator', 'can I get an instant estimate online?', { includes: ['/get-estimate'] }),
  ask('knowledge', 'booking', 'How do I schedule an appointment?', {
    responseType: 'lead_capture',
    includes: [REGIONS['portland-metro'].phone, 'book.doorlogic.example/portland'],
  }),
  ask('knowledge', 'talk to human', 'I want to talk to a real person', { primaryAction: 'escalate', includes: ['Talk to Human'] }),
  ask('knowledge', 'emergency service question', 'Do you offer emergency service?', {
    includes: ['emergency', REGIONS['portland-metro'].phone],
    excludes: ['Safety first'],
  }),
  ask('knowledge', 'financing', 'do you guys do financing? money is tight right now', {
    faqCategory: 'company',
    includes: ['financing', REGIONS['portland-metro'].phone],
    excludes: [/\b(0|zero) ?%|interest[- ]free|no credit check/i],
  }),
  ask('knowledge', 'paying by card', 'Do you take credit cards or is it cash only?', { includes: ['Payment options', 'office'] }),
  ask('knowledge', 'warranty', 'what kind of warranty do you give on a new spring?', { includes: ['warranties', 'office'] }),
  ask('knowledge', 'senior discount is not a sensor problem', 'do you have a senior discount', {
    faqCategory: 'company',
    excludes: ['sensor'],
  }),
  ask('knowledge', 'financing a new door', 'Can we finance a new insulated double door?', {
    responseType: 'pricing',
    includes: [formatUsd(ESTIMATES.installation.range.min), 'financing'],
  }),
  ask('knowledge', 'maintenance', 'Do you do annual tune-ups?', { faqCategory: 'maintenance', includes: ['lubricat', '$89'] }),
  ask('knowledge', 'commercial', 'We have a roll-up door at our warehouse that needs service', {
    faqCategory: 'commercial',
    includes: ['commercial'],
  }),
  ask('knowledge', 'gates', 'Do you fix driveway gates?', { faqCategory: 'gates', includes: ['gate'] }),
  ask('knowledge', 'new door price', 'How much does a new garage door cost?', { includes: ['$899–$3,800', 'free'] }),
  ask('knowledge', 'opener price', 'how much to install a new belt drive opener', { includes: ['$389–$699'] }),
  ask('knowledge', 'price list', 'What are your prices?', { includes: ['$189–$299', '$149–$249', '$249–$789', '$389–$699', '$89'] }),
  ask('knowledge', 'power outage', 'The power is out, how do I open my garage door?', { includes: ['red', 'release'] }),
  ask('knowledge', 'about company', 'How long have you been in business?', { includes: ['15+ years'] }),
  ask('knowledge', 'contact form', 'Can I just send you a message instead of calling?', { includes: ['/contact'] }),
  ask('knowledge', 'greeting', 'hello', { responseType: 'greeting' }),
  ask('knowledge', 'thanks', 'thanks, that helps!', { includes: [/welcome|happy to help|anytime/i] }),
];

import { ESTIMATES, formatUsd, LICENSES, REGIONS } from '@tod/domain';
import { ask, type Scenario } from './scenario.ts';

/** One or more questions per knowledge-base topic. */
export const KNOWLEDGE_SCENARIOS: Scenario[] = [
  ask('knowledge', 'service call fee', 'Do you charge a fee just to come out?', {
    rule: 'pricing:service-fee',
    faqCategory: 'pricing',
    includes: ['$89'],
    says: ['notes.serviceCall'],
  }),
  ask('knowledge', 'out of area minimum', "What if I'm outside your service area, is there an extra charge?", {
    rule: 'pricing:service-fee',
    includes: ['$289'],
  }),
  ask('knowledge', 'free estimates', 'Are estimates free?', { rule: 'topic:free-estimates', says: ['notes.estimates'] }),
  ask('knowledge', 'same day', 'Do you offer same day service?', { rule: 'arrival', includes: ['24 hours'] }),
  ask('knowledge', 'licenses', 'Are you guys licensed and insured?', {
    rule: 'topic:licenses',
    includes: [LICENSES.OR.number, LICENSES.WA.number, LICENSES.ID.number],
  }),
  ask(
    'knowledge',
    'license for Washington',
    'what is your contractor license number?',
    { rule: 'topic:licenses', includes: [LICENSES.WA.text] },
    'sw-washington',
  ),
  ask('knowledge', 'showrooms', 'Where is your showroom? I want to see doors in person', {
    rule: 'topic:offices',
    faqCategory: 'company',
    includes: ['Portland', 'Boise', 'SE Division'],
  }),
  ask('knowledge', 'offices', 'where are you located', { rule: 'topic:offices', includes: ['Boise'] }),
  ask('knowledge', 'service area list', 'What cities do you serve?', {
    rule: 'topic:service-area',
    faqCategory: 'service-area',
    includes: ['Beaverton', 'Keizer', 'Ridgefield', 'Caldwell'],
  }),
  ask('knowledge', 'do you serve a city', 'Do you service Washougal?', {
    rule: 'coverage:inside',
    includes: ['Washougal', REGIONS['sw-washington'].phone],
  }),
  ask('knowledge', 'hours', 'What are your hours? are you open on sunday', { rule: 'topic:hours', includes: ['24/7'] }),
  ask('knowledge', 'ai disclosure', 'Am I talking to a real person or a bot?', {
    rule: 'topic:ai-disclosure',
    faqCategory: 'assistant',
    includes: ['/legal/ai-disclosure'],
    says: ['kb.ai-disclosure'],
  }),
  ask('knowledge', 'what the name stands for', 'what does TOD stand for?', {
    rule: 'topic:ai-disclosure',
    faqCategory: 'assistant',
    includes: ['Technician On Demand'],
  }),
  ask('knowledge', 'buying a part', 'do you sell parts? I just need a roller', {
    rule: 'parts',
    faqCategory: 'repairs',
    includes: [REGIONS['portland-metro'].phone],
    says: ['kb.parts'],
  }),
  ask('knowledge', 'door brands', 'what brands of doors do you carry?', {
    rule: 'retrieved:offices',
    faqCategory: 'company',
    says: ['kb.offices'],
  }),
  ask('knowledge', 'online estimator', 'can I get an instant estimate online?', {
    rule: 'topic:online-estimator',
    includes: ['/get-estimate'],
  }),
  ask('knowledge', 'booking', 'How do I schedule an appointment?', {
    rule: 'booking:missing',
    responseType: 'lead_capture',
    includes: [REGIONS['portland-metro'].phone, 'book.doorlogic.example/portland'],
  }),
  ask('knowledge', 'talk to human', 'I want to talk to a real person', {
    rule: 'escalate',
    primaryAction: 'escalate',
    says: ['reply.human'],
  }),
  ask('knowledge', 'emergency service question', 'Do you offer emergency service?', {
    rule: 'retrieved:emergency-service',
    includes: [REGIONS['portland-metro'].phone],
    says: ['kb.emergency-service'],
    excludes: ['Safety first'],
  }),
  ask('knowledge', 'financing', 'do you guys do financing? money is tight right now', {
    rule: 'topic:payments-warranty',
    faqCategory: 'company',
    includes: [REGIONS['portland-metro'].phone],
    says: ['kb.officeTerms'],
    excludes: [/\b(0|zero) ?%|interest[- ]free|no credit check/i],
  }),
  ask('knowledge', 'paying by card', 'Do you take credit cards or is it cash only?', {
    rule: 'topic:payments-warranty',
    says: ['kb.officeTerms', 'kb.payments-warranty'],
  }),
  ask('knowledge', 'warranty', 'what kind of warranty do you give on a new spring?', {
    rule: 'warranty',
    says: ['kb.officeTerms', 'kb.payments-warranty'],
  }),
  ask('knowledge', 'senior discount is not a sensor problem', 'do you have a senior discount', {
    rule: 'topic:payments-warranty',
    faqCategory: 'company',
    excludes: ['sensor'],
  }),
  ask('knowledge', 'financing a new door', 'Can we finance a new insulated double door?', {
    rule: 'diagnosis:new-door',
    responseType: 'pricing',
    includes: [formatUsd(ESTIMATES.installation.range.min)],
    says: ['kb.officeTerms'],
  }),
  ask('knowledge', 'maintenance', 'Do you do annual tune-ups?', {
    rule: 'maintenance_plan',
    faqCategory: 'maintenance',
    includes: ['$89'],
    says: ['kb.maintenance-plan'],
  }),
  ask('knowledge', 'commercial', 'We have a roll-up door at our warehouse that needs service', {
    rule: 'diagnosis:commercial-doors',
    faqCategory: 'commercial',
    says: ['problemNames.commercial'],
  }),
  ask('knowledge', 'gates', 'Do you fix driveway gates?', { rule: 'diagnosis:gates', faqCategory: 'gates', says: ['problemNames.gate'] }),
  ask('knowledge', 'new door price', 'How much does a new garage door cost?', {
    rule: 'pricing:new-door',
    includes: ['$899–$3,800'],
    says: ['kb.new-door'],
  }),
  ask('knowledge', 'opener price', 'how much to install a new belt drive opener', {
    rule: 'pricing:opener-install',
    includes: ['$389–$699'],
  }),
  ask('knowledge', 'price list', 'What are your prices?', {
    rule: 'pricing:price-list',
    includes: ['$189–$299', '$149–$249', '$249–$789', '$389–$699', '$89'],
  }),
  ask('knowledge', 'power outage', 'The power is out, how do I open my garage door?', {
    rule: 'retrieved:power-outage',
    says: ['kb.power-outage'],
  }),
  ask('knowledge', 'about company', 'How long have you been in business?', { rule: 'retrieved:about', includes: ['15+ years'] }),
  ask('knowledge', 'contact form', 'Can I just send you a message instead of calling?', {
    rule: 'retrieved:contact-form',
    includes: ['/contact'],
  }),
  ask('knowledge', 'greeting', 'hello', { rule: 'greeting', responseType: 'greeting' }),
  ask('knowledge', 'thanks', 'thanks, that helps!', { rule: 'thanks', includes: [/welcome|happy to help|anytime/i] }),
];

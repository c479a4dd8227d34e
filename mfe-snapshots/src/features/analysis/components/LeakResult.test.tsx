import { configure, fireEvent, render, screen } from '@testing-library/react';
import { ANALYSIS_VERSION, i18n, queryClient, type LeakResult } from 'shared-core';
import { makeSettings, makeSnapshot, Providers, routedFetch, setUpI18n, signIn } from '../testing/fixtures';
import { LeakView } from './LeakView';

configure({ asyncUtilTimeout: 6000 });
jest.setTimeout(30_000);
beforeAll(setUpI18n);
afterEach(() => queryClient.clear());

const answer = (gas: LeakResult['gas']): LeakResult => ({
  leakSize: 20,
  unit: 'lpm',
  leakCost: 200,
  leakDetected: true,
  infDetected: false,
  gas,
  isPd: false,
  currency: 'EUR',
  costMode: 'energy',
  audioTime: 1.5,
});

function serve(gas: LeakResult['gas'], co2: number) {
  signIn();
  routedFetch({
    'GET /api/customer-settings/': () => makeSettings({ co2_cost_kg_kwh: co2 }),
    'GET /api/snapshots/42/analytics/leak/': () => answer(gas),
  });
}

describe('leak view CO2e', () => {
  it('shows the energy CO2e with its factor and source in a tooltip', async () => {
    serve('AIR', 0.4);
    render(<LeakView snapshot={makeSnapshot()} isDemo={false} />, { wrapper: Providers });
    // 20 l/min × 11.7 W per l/min × 8736 h = 2,044.2 kWh; × 0.4 kg/kWh = 817.7 kg.
    expect(await screen.findByText('818 kg CO₂e')).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'How the CO₂e is computed' }));
    const how = await screen.findByTestId('leak-co2e-how');
    expect(how).toHaveTextContent('Energy: 2,044 kWh per year × 0.4 kg CO₂ per kWh (your settings) = 818 kg CO₂e');
    expect(how).toHaveTextContent('GWP100 from IPCC AR6 (2021)');
    expect(how).not.toHaveTextContent('Gas:');
  });

  it('adds methane’s GWP100 and says when no energy factor is set', async () => {
    serve('METHANE', 0);
    render(<LeakView snapshot={makeSnapshot({}, { leak_type: 'METHANE' })} isDemo={false} />, { wrapper: Providers });
    // 20 l/min → 0.02 × 60 × 8736 = 10,483.2 m³ × 0.7157367 kg/m³ = 7,503.2 kg × 29.8 = 223,596 kg.
    expect(await screen.findByText('224 t CO₂e')).toBeInTheDocument();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'How the CO₂e is computed' }));
    const how = await screen.findByTestId('leak-co2e-how');
    expect(how).toHaveTextContent('Energy: not counted');
    expect(how).toHaveTextContent(/Gas: 7,503 kg of .+ per year × GWP100 29\.8 = 224 t CO₂e/);
  });
});

describe('leak view assumptions', () => {
  it('states the reference conditions, specific power, utilisation, CO2 factor and model beside the figures, with what they are for', async () => {
    serve('AIR', 0.4);
    const snapshot = makeSnapshot({}, { specific_power: 9.6, utilization: { current_util_hours: 16, current_util_days: 5, current_util_weeks: 50 } });
    render(<LeakView snapshot={snapshot} isDemo={false} />, { wrapper: Providers });
    const line = await screen.findByTestId('leak-assumptions');
    expect(line).toHaveTextContent(`0 °C, 101,325 Pa · 9.6 kW per 1000 l/min · 16 h/day, 5 days/week, 50 weeks/year · 0.4 kg CO₂/kWh · model ${ANALYSIS_VERSION}`);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'What the figures assume' }));
    expect(await screen.findByText(/Leak flows are given at reference conditions \(0 °C, 101,325 Pa\)/)).toBeInTheDocument();
  });

  it('formats them in the user’s language', async () => {
    serve('AIR', 0.45);
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(['snapshots']);
    try {
      render(<LeakView snapshot={makeSnapshot({}, { specific_power: 9.6 })} isDemo={false} />, { wrapper: Providers });
      expect(await screen.findByTestId('leak-assumptions')).toHaveTextContent('0 °C, 101.325 Pa · 9,6 kW pro 1000 l/min');
      expect(screen.getByTestId('leak-assumptions')).toHaveTextContent('0,45 kg CO₂/kWh · Modell');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

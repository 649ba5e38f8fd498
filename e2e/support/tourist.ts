// A tourist of its own for each booking a journey makes: the server allows 5 bookings an hour per
// e-mail and per phone, and journeys (and the stress run's repeats) book many times within the hour.
let serial = 0;

export function newTourist(firstName = 'Ana', lastName = 'Pérez') {
  serial += 1;
  const unique = `${Date.now() % 100_000}`.padStart(5, '0') + `${serial % 100}`.padStart(2, '0');
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${unique}@example.com`,
    phone: `+1 809 ${unique}`,
  };
}

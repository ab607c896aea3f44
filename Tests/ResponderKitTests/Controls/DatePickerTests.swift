import Foundation
import ResponderKit
import ResponderKitTesting
import Testing

// UIDatePicker as apps use it: a booking form's picker with a target for .valueChanged, limits,
// the minute interval, a count-down timer, and the user turning its wheels (docs/Controls.md,
// UIDatePicker).

@MainActor
@Suite("UIDatePicker")
struct DatePickerTests {
    private static let utc = TimeZone(identifier: "UTC")!

    private static func day(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 10, _ minute: Int = 30) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utc
        return calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// A picker shown in a window, its wheels laid out, its changes logged as the app's handler sees them.
    private func show(_ mode: UIDatePicker.Mode, date: Date, log: EventLog) -> (UIDatePicker, InputSimulator) {
        let input = TestWorld.input()
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 400, width: 390, height: 216))
        picker.datePickerMode = mode
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = Self.utc
        picker.date = date
        picker.addAction(UIAction { action in
            guard let picker = action.sender as? UIDatePicker else { return }
            log.record(picker.datePickerMode == .countDownTimer ? "duration \(Int(picker.countDownDuration))"
                                                                : "date \(picker.date.timeIntervalSince1970)")
        }, for: .valueChanged)
        showWindow(with: [picker])
        picker.layoutIfNeeded()
        return (picker, input)
    }

    /// Taps the row labelled `text` (a row of a wheel, on screen).
    private func tapRow(_ text: String, in picker: UIDatePicker, _ input: InputSimulator) {
        guard let label = label(text, in: picker) else {
            Issue.record("no row labelled \(text) on screen")
            return
        }
        input.tap(at: input.screenPoint(of: label))
        for _ in 0..<60 { input.advance(by: 1.0 / 60.0) }
    }

    private func label(_ text: String, in view: UIView) -> UILabel? {
        if let label = view as? UILabel, label.text == text, label.window != nil { return label }
        for subview in view.subviews { if let found = label(text, in: subview) { return found } }
        return nil
    }

    @Test("Defaults: date and time, now on the minute, interval 1, no limits, wheels of 320 × 216")
    func defaults() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime)
        #expect(abs(picker.date.timeIntervalSinceNow) < 61)
        #expect(Int(picker.date.timeIntervalSince1970) % 60 == 0, "rounded to the minute interval")
        #expect(picker.minuteInterval == 1 && picker.roundsToMinuteInterval)
        #expect(picker.minimumDate == nil && picker.maximumDate == nil)
        #expect(picker.countDownDuration == 0)
        #expect(picker.preferredDatePickerStyle == .automatic && picker.datePickerStyle == .wheels)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(UIDatePicker.Mode.countDownTimer.rawValue == 3 && UIDatePickerStyle.inline.rawValue == 3)
    }

    @Test("minuteInterval must divide 60 and lie in 1…30, else it is 1; the date then sits on the interval")
    func minuteInterval() {
        let picker = UIDatePicker()
        picker.timeZone = Self.utc
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 60
        #expect(picker.minuteInterval == 1)
        picker.minuteInterval = 15
        picker.date = Self.day(2024, 3, 5, 9, 44)
        #expect(picker.minuteInterval == 15)
        #expect(picker.date == Self.day(2024, 3, 5, 9, 30))
        picker.roundsToMinuteInterval = false
        picker.date = Self.day(2024, 3, 5, 9, 44)
        #expect(picker.date == Self.day(2024, 3, 5, 9, 44))
    }

    @Test("""
        Code that sets the date sends nothing; the date is kept within the limits; a minimum after the maximum \
        lifts both
        """)
    func limitsAndCode() {
        let log = EventLog()
        let (picker, _) = show(.date, date: Self.day(2024, 1, 15), log: log)
        picker.minimumDate = Self.day(2024, 1, 10)
        picker.maximumDate = Self.day(2024, 1, 20)
        picker.date = Self.day(2024, 2, 1)
        #expect(picker.date == Self.day(2024, 1, 20))
        picker.setDate(Self.day(2023, 12, 1), animated: true)
        #expect(picker.date == Self.day(2024, 1, 10))
        picker.minimumDate = Self.day(2024, 6, 1)
        picker.date = Self.day(2023, 12, 1)
        #expect(picker.date == Self.day(2023, 12, 1), "minimum after maximum: both ignored")
        #expect(log.entries.isEmpty)
    }

    @Test("The user turns the day wheel: the date moves a day, the time of day stays, one valueChanged")
    func turnDay() {
        let log = EventLog()
        let (picker, input) = show(.date, date: Self.day(2024, 1, 15), log: log)
        tapRow("16", in: picker, input)
        #expect(picker.date == Self.day(2024, 1, 16))
        #expect(log.entries == ["date \(Self.day(2024, 1, 16).timeIntervalSince1970)"])
    }

    @Test("Choosing a shorter month moves the 31st to the month's last day (29 February in a leap year)")
    func shorterMonth() {
        let log = EventLog()
        let (picker, input) = show(.date, date: Self.day(2024, 1, 31), log: log)
        tapRow("February", in: picker, input)
        #expect(picker.date == Self.day(2024, 2, 29))
        #expect(label("29", in: picker) != nil && label("30", in: picker) == nil && label("31", in: picker) == nil,
                "the day wheel now ends at the 29th")
        #expect(log.entries.count == 1)
    }

    @Test("Month and year: February chosen on 31 January is February, not 2 March")
    func yearAndMonth() {
        let log = EventLog()
        let (picker, input) = show(.yearAndMonth, date: Self.day(2023, 1, 31), log: log)
        tapRow("February", in: picker, input)
        #expect(picker.date == Self.day(2023, 2, 28))
    }

    @Test("Date and time: a date set far away is reachable; turning the minute keeps its day")
    func farDateAndTime() {
        let log = EventLog()
        let (picker, input) = show(.dateAndTime, date: Self.day(2024, 1, 15, 9, 5), log: log)
        picker.date = Self.day(2051, 6, 1, 9, 5)
        picker.layoutIfNeeded()
        tapRow("06", in: picker, input)
        #expect(picker.date == Self.day(2051, 6, 1, 9, 6))
        #expect(log.entries.count == 1)
    }

    @Test("Clocks going back: in the repeated hour, turning the minute stays in that same hour")
    func repeatedHour() {
        let log = EventLog()
        let (picker, input) = show(.time, date: Self.day(2024, 1, 15), log: log)
        picker.timeZone = TimeZone(identifier: "America/New_York")
        // 01:30 EST on 3 November 2024, the second 01:30 of that night (06:30 UTC).
        let secondHalfPast = Self.day(2024, 11, 3, 6, 30)
        picker.date = secondHalfPast
        picker.layoutIfNeeded()
        tapRow("31", in: picker, input)
        #expect(picker.date == secondHalfPast.addingTimeInterval(60))
    }

    @Test("A limit moved past the date moves the date (no event); the date stays on the interval")
    func limitMovesDate() {
        let log = EventLog()
        let (picker, _) = show(.dateAndTime, date: Self.day(2024, 1, 15, 9, 0), log: log)
        picker.minuteInterval = 15
        picker.minimumDate = Self.day(2024, 1, 15, 9, 7)
        #expect(picker.date == Self.day(2024, 1, 15, 9, 15), "the minimum, moved up onto the interval")
        picker.minimumDate = nil
        picker.maximumDate = Self.day(2024, 1, 15, 9, 10)
        #expect(picker.date == Self.day(2024, 1, 15, 9, 0), "the maximum, moved down onto the interval")
        #expect(log.entries.isEmpty)
    }

    @Test("A date that is not a number is ignored with a diagnostic")
    func notANumber() {
        let log = EventLog()
        let (picker, _) = show(.date, date: Self.day(2024, 1, 15), log: log)
        let reports = TestWorld.diagnostics { picker.date = Date(timeIntervalSinceReferenceDate: .nan) }
        #expect(reports.map(\.kind) == [.invalidControlValue])
        #expect(picker.date == Self.day(2024, 1, 15))
    }

    @Test("A day past the maximum turns back to the maximum; the app hears the clamped date")
    func pastMaximum() {
        let log = EventLog()
        let (picker, input) = show(.date, date: Self.day(2024, 1, 15), log: log)
        picker.maximumDate = Self.day(2024, 1, 16)
        tapRow("17", in: picker, input)
        #expect(picker.date == Self.day(2024, 1, 16))
        #expect(log.entries == ["date \(Self.day(2024, 1, 16).timeIntervalSince1970)"])
    }

    @Test("Time in a 12-hour locale: hour, minute and AM/PM wheels; choosing PM adds twelve hours")
    func timeWheels() {
        let log = EventLog()
        let (picker, input) = show(.time, date: Self.day(2024, 1, 15, 9, 5), log: log)
        #expect(label("AM", in: picker) != nil && label("05", in: picker) != nil)
        tapRow("PM", in: picker, input)
        #expect(picker.date == Self.day(2024, 1, 15, 21, 5))
        #expect(log.entries.count == 1)
    }

    @Test("Count-down: whole minutes up to 23:59; 0:00 shows and becomes one step of the minute wheel")
    func countDown() {
        let log = EventLog()
        let (picker, input) = show(.countDownTimer, date: Self.day(2024, 1, 15), log: log)
        picker.countDownDuration = 100_000
        #expect(picker.countDownDuration == 86_340)
        picker.countDownDuration = .nan
        #expect(picker.countDownDuration == 0)
        picker.countDownDuration = 90 * 60 + 20
        #expect(picker.countDownDuration == 5_400)
        tapRow("0", in: picker, input)
        #expect(picker.countDownDuration == 1_800)
        #expect(log.entries == ["duration 1800"])
        picker.countDownDuration = 3_600
        picker.layoutIfNeeded()
        tapRow("0", in: picker, input)
        #expect(picker.countDownDuration == 60, "0:00 is one minute")
        picker.minuteInterval = 10
        picker.countDownDuration = 25 * 60
        #expect(picker.countDownDuration == 20 * 60, "on the minute wheel's steps")
    }

    @Test("A disabled picker's wheels do not move")
    func disabled() {
        let log = EventLog()
        let (picker, input) = show(.date, date: Self.day(2024, 1, 15), log: log)
        picker.isEnabled = false
        tapRow("16", in: picker, input)
        #expect(picker.date == Self.day(2024, 1, 15) && log.entries.isEmpty)
    }

    @Test("As a text field's input view: the form shows the date the user turns to")
    func inputViewOfAField() {
        let input = TestWorld.input()
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.locale = Locale(identifier: "en_US")
        picker.timeZone = Self.utc
        picker.date = Self.day(2024, 5, 10)
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = Self.utc
        picker.addAction(UIAction { _ in field.text = formatter.string(from: picker.date) }, for: .valueChanged)
        field.inputView = picker
        showWindow(with: [field])
        #expect(field.becomeFirstResponder())
        picker.layoutIfNeeded()
        tapRow("11", in: picker, input)
        #expect(field.text == "2024-05-11")
    }
}

import Foundation

/// How a date picker looks — UIKit's `UIDatePickerStyle` (iOS 13.4), with its raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system chooses.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A compact label that opens an editor (shown as wheels here: docs/Differences-from-UIKit.md).
    case compact = 2
    /// A calendar shown inline (shown as wheels here).
    case inline = 3
}

/// A control for choosing a date, a time or a count-down duration — UIKit's `UIDatePicker`
/// (AD:uidatepicker). The user turns its wheels; when they come to rest on a new value, `date` (or
/// `countDownDuration`) changes and the control sends `.valueChanged` to its targets. Setting a value
/// from code sends nothing, as with every UIKit control.
///
/// ```
///  UIDatePicker (UIControl) ── a UIPickerView whose data source and delegate are DatePickerColumns
///     the user turns a wheel ─▶ didSelectRow ─▶ wheelsChanged: the date the wheels show,
///        clamped to minimumDate…maximumDate (the wheels turn back if it was outside)
///        ─▶ changed? ─▶ sendActions(for: .valueChanged)
/// ```
///
/// As UIKit documents: `datePickerMode` defaults to `.dateAndTime`; `date` to the moment the picker
/// was made; `minuteInterval` must divide 60 (1…30, else 1 is used); with `roundsToMinuteInterval`
/// (the default) `date` is always on the interval; a minimum date later than the maximum disables
/// both, and neither applies when counting down; `countDownDuration` is at most 23:59 ("86,340 seconds",
/// Apple's reference). A date that is not a number is ignored, with an `invalidControlValue` diagnostic.
/// Where UIKit differs: every style is drawn as wheels (`datePickerStyle` is `.wheels`), and the wheel
/// labels are in the picker's locale but the column order is month-day-year whatever the locale.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What a date picker chooses — UIKit's `UIDatePicker.Mode`, with its raw values.
    public enum Mode: Int, Sendable {
        /// Hour, minute and (in 12-hour locales) AM/PM.
        case time = 0
        /// Month, day and year.
        case date = 1
        /// Day, hour, minute and (in 12-hour locales) AM/PM.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
        /// Month and year (iOS 17.4).
        case yearAndMonth = 4
    }

    /// What the picker chooses; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            dateStorage = clamped(rounded(dateStorage))
            rebuildWheels()
        }
    }
    /// The style asked for; `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The style shown: always wheels here.
    open var datePickerStyle: UIDatePickerStyle { .wheels }
    /// The locale of the wheels' labels; `nil` (the default) is the current locale.
    open var locale: Locale? { didSet { rebuildWheels() } }
    /// The calendar; setting `nil` goes back to the current calendar.
    open var calendar: Calendar! {
        get { calendarStorage }
        set { calendarStorage = newValue ?? .current; rebuildWheels() }
    }
    /// The time zone; `nil` (the default) uses the calendar's.
    open var timeZone: TimeZone? { didSet { rebuildWheels() } }

    /// The chosen date (ignored when counting down). Setting it turns the wheels at once and sends
    /// no event; it is kept within the minimum and maximum dates and on the minute interval.
    open var date: Date {
        get { dateStorage }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date the user can choose; `nil` (the default) is no limit.
    open var minimumDate: Date? { didSet { limitsChanged() } }
    /// The latest date the user can choose; `nil` (the default) is no limit.
    open var maximumDate: Date? { didSet { limitsChanged() } }
    /// The minutes between two rows of the minute wheel: 1 by default; a value that does not divide
    /// 60 evenly, or outside 1…30, gives 1.
    open var minuteInterval: Int {
        get { minuteIntervalStorage }
        set {
            minuteIntervalStorage = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            dateStorage = clamped(rounded(dateStorage))
            durationStorage = onInterval(durationStorage)
            rebuildWheels()
        }
    }
    /// Whether `date` always falls on the minute interval (`true` by default, iOS 15).
    open var roundsToMinuteInterval = true { didSet { dateStorage = clamped(rounded(dateStorage)) } }
    /// The duration counted down, in seconds, in `.countDownTimer` mode: whole steps of the minute
    /// wheel from 0 to 23:59 (values outside are pinned; NaN is 0). 0 shows as one step, as in UIKit.
    open var countDownDuration: TimeInterval {
        get { durationStorage }
        set {
            let seconds = newValue.isFinite ? min(max(newValue, 0), 86_399) : 0
            durationStorage = onInterval(seconds)
            syncWheels(animated: false)
        }
    }

    private var calendarStorage: Calendar = .current
    private var dateStorage = Date()
    private var durationStorage: TimeInterval = 0
    private var minuteIntervalStorage = 1
    let wheels = UIPickerView()
    let columns = DatePickerColumns()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        installWheels()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installWheels()
    }

    private func installWheels() {
        dateStorage = rounded(dateStorage)
        columns.owner = self
        wheels.frame = bounds
        wheels.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(wheels)
        rebuildWheels()
    }

    /// Sets ``date``; animated, the wheels spin to it. No event is sent.
    open func setDate(_ date: Date, animated: Bool) {
        guard date.timeIntervalSinceReferenceDate.isFinite else {
            UIApplication.shared.report(Diagnostic(kind: .invalidControlValue, resolution: .dropped,
                    message: "UIDatePicker: a date that is not a number was ignored"))
            return
        }
        dateStorage = clamped(rounded(date))
        if columns.isOutsideDaySpan(dateStorage) {
            rebuildWheels()
        } else {
            syncWheels(animated: animated)
        }
    }

    /// `seconds` moved down onto the minute wheel's steps.
    private func onInterval(_ seconds: TimeInterval) -> TimeInterval {
        let step = TimeInterval(minuteIntervalStorage * 60)
        return (seconds / step).rounded(.down) * step
    }

    // MARK: Size and input

    /// UIKit's wheels: 320 × 216 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override var isEnabled: Bool {
        didSet { wheels.isUserInteractionEnabled = isEnabled }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }

    // MARK: Wheels

    /// The calendar the wheels use: the picker's, in its time zone and locale.
    private var effectiveCalendar: Calendar {
        var calendar = calendarStorage
        if let timeZone { calendar.timeZone = timeZone }
        calendar.locale = locale ?? calendar.locale ?? .current
        return calendar
    }

    private func rebuildWheels() {
        columns.configure(mode: datePickerMode, calendar: effectiveCalendar, minuteInterval: minuteIntervalStorage,
                          around: dateStorage)
        wheels.dataSource = columns
        wheels.delegate = columns
        wheels.reloadAllComponents()
        syncWheels(animated: false)
    }

    /// Turns every wheel to the current value.
    private func syncWheels(animated: Bool) {
        for component in columns.componentsToReload(for: dateStorage) { wheels.reloadComponent(component) }
        let rows = columns.rows(for: dateStorage, duration: durationStorage)
        for (component, row) in rows.enumerated() where wheels.selectedRow(inComponent: component) != row {
            wheels.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// A wheel came to rest where the user left it: read the value the wheels show, keep it within
    /// the limits (turning the wheels back if it was not), and send `.valueChanged` if it changed.
    func wheelsChanged() {
        let rows = (0..<wheels.numberOfComponents).map { wheels.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            let duration = columns.duration(from: rows, minuteInterval: minuteIntervalStorage)
            let changed = duration != durationStorage
            durationStorage = duration
            syncWheels(animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let shown = columns.date(from: rows, keeping: dateStorage)
        let value = clamped(rounded(shown))
        let changed = value != dateStorage
        dateStorage = value
        if columns.isOutsideDaySpan(value) { rebuildWheels() } else { syncWheels(animated: true) }
        if changed { sendActions(for: .valueChanged) }
    }

    // MARK: Limits

    private func limitsChanged() {
        let value = clamped(dateStorage)
        guard value != dateStorage else { return }
        dateStorage = value
        syncWheels(animated: false)
    }

    /// `date` within the limits, unless counting down or the minimum is after the maximum (UIKit
    /// then ignores both).
    /// A minimum that is not on the interval is moved up onto it (when that is still within the
    /// maximum), so that `date` stays on the interval.
    private func clamped(_ date: Date) -> Date {
        guard datePickerMode != .countDownTimer else { return date }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        var value = date
        if let minimumDate, value < minimumDate {
            value = rounded(minimumDate)
            if value < minimumDate { value = value.addingTimeInterval(TimeInterval(minuteIntervalStorage * 60)) }
            if let maximumDate, value > maximumDate { value = minimumDate }
        }
        if let maximumDate, value > maximumDate { value = rounded(maximumDate) }
        if let minimumDate, value < minimumDate { value = minimumDate }
        return value
    }

    /// `date` moved down onto the minute interval (to its whole minute), when rounding is on.
    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval else { return date }
        let calendar = effectiveCalendar
        let parts = calendar.dateComponents([.minute, .second, .nanosecond], from: date)
        let minute = parts.minute ?? 0
        let extraMinutes = minute % minuteIntervalStorage
        let seconds = TimeInterval(extraMinutes * 60 + (parts.second ?? 0)) + TimeInterval(parts.nanosecond ?? 0) / 1e9
        return date.addingTimeInterval(-seconds)
    }
}
